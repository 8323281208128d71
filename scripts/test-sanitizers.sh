#!/usr/bin/env bash
# Builds a Debug tree with assertions, AddressSanitizer and UBSan into
# build-asan/ and runs every test there. LLVM's static libraries are not
# instrumented, so their allocator's manual poisoning is ignored.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_CXX_FLAGS="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
cmake --build build-asan -j "${JOBS:-2}"
ASAN_OPTIONS=detect_leaks=1:allow_user_poisoning=0 SWEEPER_SHAPES_QUICK=1 \
  ctest --test-dir build-asan --output-on-failure -j "${JOBS:-2}"
