#!/usr/bin/env bash
# Builds, then runs every test: Catch2 unit tests and end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
ctest --test-dir build --output-on-failure -j "${JOBS:-2}"
