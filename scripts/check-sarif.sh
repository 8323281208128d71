#!/usr/bin/env bash
# Validates the sweeper's SARIF with Microsoft's SARIF validator (the npm
# package @microsoft/sarif-multitool, a self-contained .NET build) under the
# SARIF specification's rules and GitHub's ingestion rules (--rule-kind
# "Sarif;Gh"), for the bundled example in both --sarif-allowlisted modes,
# or for the SARIF files given as arguments.
# Any error or warning fails; notes (advice such as "provide code
# snippets") do not. Code scanning rejects or misreads what these rules
# flag, and nothing else here would notice before an upload.
#
# The validator is installed on first use into a cache outside the tree
# (SARIF_MULTITOOL_DIR, default ~/.cache/backend-sweeper/sarif-multitool-V),
# pinned to one version so a new release cannot change the verdict.
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=5.7.0
DIR="${SARIF_MULTITOOL_DIR:-${XDG_CACHE_HOME:-${HOME:-$PWD/build}/.cache}/backend-sweeper/sarif-multitool-$VERSION}"
SWEEPER=build/bin/sweeper

fail() {
  echo "check-sarif: $*" >&2
  exit 1
}

[ $# -gt 0 ] || [ -x "$SWEEPER" ] || fail "$SWEEPER is missing; run scripts/build.sh first"

# The package resolves the platform's binary (index.js). Its bin.js runs
# that binary through a shell, which would split and interpret arguments
# such as "Sarif;Gh", so the binary is run directly.
multitool() {
  node -e 'process.stdout.write(require(process.argv[1]))' \
    "$DIR/node_modules/@microsoft/sarif-multitool" 2>/dev/null
}

if ! MT="$(multitool)" || [ ! -e "$MT" ]; then
  command -v npm >/dev/null || fail "npm is missing; run scripts/setup.sh (it installs nodejs and npm)"
  echo "check-sarif: installing @microsoft/sarif-multitool@$VERSION into $DIR"
  mkdir -p "$DIR"
  npm install --prefix "$DIR" --no-audit --no-fund --no-save --loglevel=error \
    "@microsoft/sarif-multitool@$VERSION" >&2 ||
    fail "npm could not install @microsoft/sarif-multitool@$VERSION"
  MT="$(multitool)" || fail "the package has no binary for this platform ($(uname -sm))"
fi
# Its postinstall script (chmod u+x) does not run when npm holds back
# install scripts, as recent npm does.
[ -x "$MT" ] || chmod u+x "$MT"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# The validator's UrisShouldBeReachable rule sends a GET for every URI in
# the log (the help links, the schema); it only gives notes, so where a
# network namespace can be made the validator runs without network.
NONET=()
if unshare -n true 2>/dev/null; then
  NONET=(unshare -n)
fi

# A self-contained .NET program wants ICU unless told to use the invariant
# culture; nothing in validation depends on the culture.
export DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=1 DOTNET_CLI_TELEMETRY_OPTOUT=1

# Validates one SARIF file; prints the counts, and the findings if any.
validate() {
  local sarif="$1" label="$2" log="$WORK/validation.sarif" counts errors warnings
  "${NONET[@]}" "$MT" validate --rule-kind "Sarif;Gh" --level "Error;Warning" \
    --log ForceOverwrite --output "$log" "$sarif" >"$WORK/console.txt" 2>&1 ||
    { cat "$WORK/console.txt" >&2; fail "the validator failed to run on $label"; }
  # The validator exits 0 whatever it found: its own SARIF log says.
  counts="$(python3 - "$log" <<'EOF'
import json, sys
runs = json.load(open(sys.argv[1], encoding="utf-8"))["runs"]
levels = [r.get("level", "warning") for run in runs for r in run.get("results", [])]
print(levels.count("error"), levels.count("warning"))
EOF
)" || fail "cannot read the validator's log for $label"
  read -r errors warnings <<<"$counts"
  echo "check-sarif: $label: $errors errors, $warnings warnings"
  if [ "$errors" -ne 0 ] || [ "$warnings" -ne 0 ]; then
    grep -E ': (error|warning) ' "$WORK/console.txt" >&2 || true
    return 1
  fi
}

status=0
if [ $# -gt 0 ]; then
  # Files named on the command line, e.g. a sweep of another tree.
  for f in "$@"; do
    validate "$f" "$f" || status=1
  done
  exit "$status"
fi
for mode in omit suppressed; do
  sarif="$WORK/example-$mode.sarif"
  rc=0
  "$SWEEPER" scan --rules rules/executorch-mps.yaml --format=sarif \
    --sarif-allowlisted="$mode" examples/executorch-mps >"$sarif" 2>"$WORK/stderr" || rc=$?
  # 1: the example has planted leftovers; anything else is a failure.
  [ "$rc" -eq 1 ] || { cat "$WORK/stderr" >&2; fail "sweeper exited $rc on the example ($mode)"; }
  validate "$sarif" "examples/executorch-mps, --sarif-allowlisted=$mode" || status=1
done
exit "$status"
