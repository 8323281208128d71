#!/usr/bin/env bash
# Configures and builds into build/ (Ninja, -j2 by default).
set -euo pipefail
cd "$(dirname "$0")/.."
# WERROR=ON (CI) turns every compiler warning into an error.
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-RelWithDebInfo}" \
  -DSWEEPER_WERROR="${WERROR:-OFF}" >/dev/null
cmake --build build -j "${JOBS:-2}"
