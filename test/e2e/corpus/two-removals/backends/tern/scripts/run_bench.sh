#!/bin/sh
echo "tern bench $*"
