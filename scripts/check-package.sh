#!/usr/bin/env bash
# Packages the tested build tree (scripts/package.sh; nothing is compiled)
# and checks the artifact as a user gets it: the tarball unpacked into an
# empty prefix and the .deb extracted with dpkg-deb, each binary run on
# its own installed rule pack against examples/executorch-mps (exit
# status 1 with findings: the example holds planted leftovers). Both
# binaries must be static and stripped, and only bin/sweeper and the rule
# packs may be inside.
set -euo pipefail
cd "$(dirname "$0")/.."
src=$PWD
build=${1:-build}
fail() {
  echo "check-package: FAIL: $*" >&2
  exit 1
}

bash scripts/package.sh "$build"
tgz=$(echo "$build"/package/*.tar.gz)
deb=$(echo "$build"/package/*.deb)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The installed binary on the installed pack; the expected findings.
sweep_example() {
  local root=$1 label=$2 rc=0 out
  local exe="$root/bin/sweeper" pack="$root/share/backend-sweeper/rules/executorch-mps.yaml"
  [ -x "$exe" ] || fail "$label: no executable bin/sweeper"
  [ -f "$pack" ] || fail "$label: no rule pack $pack"
  [[ $("$exe" --version) == "backend-sweeper "* ]] || fail "$label: --version"
  # Static (no program interpreter) and stripped (no symbol table).
  # (Captured first: grep -q closing a pipe early would fail the pipeline.)
  local elf
  elf=$(readelf -lSW "$exe")
  grep -q INTERP <<<"$elf" && fail "$label: dynamically linked"
  grep -qE '\.symtab|\.debug_' <<<"$elf" && fail "$label: not stripped"
  out=$(cd "$tmp" && "$exe" scan --quiet --format=json --rules "$pack" \
    "$src/examples/executorch-mps") || rc=$?
  [ "$rc" -eq 1 ] || fail "$label: exit status $rc, expected 1"
  n=$(python3 -c '
import json, sys
d = json.load(sys.stdin)
checks = {f["check"] for f in d["findings"]}
print(len(d["findings"]) if "cmake-option" in checks else 0)' <<<"$out") ||
    fail "$label: the JSON report does not parse"
  [ "$n" -gt 0 ] || fail "$label: no cmake-option finding"
  echo "check-package: $label: $n findings, exit status 1 as expected"
}

# The tarball: one top-level folder, unpacked into a fresh empty prefix.
prefix="$tmp/tgz prefix"
mkdir "$prefix"
tar -xzf "$tgz" -C "$prefix" --strip-components=1
extra=$(cd "$prefix" && find . -type f ! -path ./bin/sweeper \
  ! -path './share/backend-sweeper/rules/*')
[ -z "$extra" ] || fail "tarball holds more than the CLI and packs: $extra"
sweep_example "$prefix" "$(basename "$tgz")"

# The .deb: its listing, then its files extracted (no root, no dpkg database).
listing=$(dpkg-deb --contents "$deb")
grep -q ' \./usr/bin/sweeper$' <<<"$listing" || fail ".deb lists no usr/bin/sweeper"
grep -q 'lib/backend-sweeper' <<<"$listing" && fail ".deb holds the clang-tidy module"
dpkg-deb -x "$deb" "$tmp/deb"
sweep_example "$tmp/deb/usr" "$(basename "$deb")"
