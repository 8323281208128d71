#!/usr/bin/env bash
# Builds only the `sweeper` CLI into build-cli/bin/sweeper: Release without
# debug info, no tests, no clang-tidy module (which compiles the shared
# code a second time). The quickest way from a clone to a sweep; run
# scripts/setup.sh --cli first. scripts/build.sh builds everything.
set -euo pipefail
cd "$(dirname "$0")/.."
# -O2, not Release's -O3: what CI tests (RelWithDebInfo is -O2), faster
# to compile, and free of GCC 12's false -Wrestrict warnings at -O3.
cmake -S . -B build-cli -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" \
  -DBUILD_TESTING=OFF -DSWEEPER_CLANG_TIDY_PLUGIN=OFF >/dev/null
cmake --build build-cli -j "${JOBS:-$(nproc)}" --target sweeper
