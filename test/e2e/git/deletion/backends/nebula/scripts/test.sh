#!/bin/sh
echo testing
