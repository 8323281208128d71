#!/usr/bin/env bash
# The build step of plugins/github/action.yml: installs the dependencies
# (scripts/setup.sh, apt-get), builds this checkout of backend-sweeper and
# installs it under PREFIX; writes sweeper=PREFIX/bin/sweeper to
# GITHUB_OUTPUT when set. Nothing of the swept repository is involved.
#   PREFIX     install prefix (required)
#   BUILD_DIR  build directory (default: RUNNER_TEMP or /tmp, then
#              backend-sweeper-build)
set -euo pipefail
src=$(cd "$(dirname "$0")/../.." && pwd)
prefix=${PREFIX:?PREFIX (the install prefix) is not set}
build=${BUILD_DIR:-${RUNNER_TEMP:-/tmp}/backend-sweeper-build}
bash "$src/scripts/setup.sh"
cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DBUILD_TESTING=OFF -DSWEEPER_INSTALL_DOCS=OFF
cmake --build "$build" -j "$(nproc)"
cmake --install "$build" --prefix "$prefix"
"$prefix/bin/sweeper" --version
if [ -n "${GITHUB_OUTPUT:-}" ]; then
  printf 'sweeper=%s\n' "$prefix/bin/sweeper" >>"$GITHUB_OUTPUT"
fi
