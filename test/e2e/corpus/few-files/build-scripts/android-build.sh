#!/bin/sh
# Builds the Android prefab package for every ABI.
set -e
for abi in armeabi-v7a arm64-v8a x86_64; do
    cmake -S . -B "build-$abi" \
        -DANDROID_ABI="$abi" \
        -DTBX_OGG=ON \
        -DTBX_MOD_RETRAK=OFF \
        -DTBX_MOD_XMP=ON
    cmake --build "build-$abi"
done
