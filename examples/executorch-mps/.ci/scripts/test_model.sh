#!/usr/bin/env bash
# Exports and runs a model with the given backend.
echo "$@"
