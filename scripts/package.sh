#!/usr/bin/env bash
# Packages an existing build tree (default build/) as the release
# artifact: BUILD/package/backend-sweeper-VERSION-linux-x86_64.tar.gz and
# BUILD/package/backend-sweeper_VERSION_amd64.deb, each holding the
# stripped static bin/sweeper and share/backend-sweeper/rules
# (cmake/Package.cmake). Compiles nothing: build first (scripts/build.sh,
# or scripts/build-cli.sh and `package.sh build-cli` for a Release build).
# Prints each file's path and size.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
if [ ! -x "$build/bin/sweeper" ] || [ ! -f "$build/CPackConfig.cmake" ]; then
  echo "package.sh: no configured build with bin/sweeper in $build; build it first" >&2
  exit 2
fi
out="$build/package"
# Only this run's files: an older version's package must not be mistaken
# for this one.
rm -rf "$out"
cpack --config "$build/CPackConfig.cmake" -B "$out" >"$build/cpack.log" 2>&1 || {
  cat "$build/cpack.log" >&2
  exit 2
}
# CPack's staging folder is not part of the result.
rm -rf "$out/_CPack_Packages"
for f in "$out"/*.tar.gz "$out"/*.deb; do
  [ -f "$f" ] || { echo "package.sh: cpack wrote no ${f##*.} file" >&2; exit 2; }
  printf '%s\t%s bytes\n' "$f" "$(stat -c %s "$f")"
done
