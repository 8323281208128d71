#!/bin/sh
# Copies each backend's sources over:
#   upstream/src/cpu/*   -> src/cpu/*
cp -rp upstream/src/cpu/* src/cpu/
cp -rp upstream/src/nova/* src/nova/ && echo copied
if [ -d upstream/src/nova ]; then
  cp -rp upstream/src/nova/* src/nova/
fi
# The nova sources are vendored too.
sed \
  -e 's/upstream\/src\/cpu/src\/cpu/g' \
  --skip src/cpu,src/nova,src/metal \
  patch.diff
cmake -S . -B build \
  -DPROJ_CPU=ON
