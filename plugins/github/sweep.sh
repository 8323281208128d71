#!/usr/bin/env bash
# The sweep step of plugins/github/action.yml, kept out of the YAML so it
# can run (and be tested, test/github/sweep_test.py) outside GitHub.
#
# Environment (only BASE_SHA is required):
#   BASE_SHA             the pull request's base commit
#   SWEEPER              the sweeper binary (default: sweeper on PATH)
#   SWEEP_ROOT           the checkout to sweep (default: .)
#   RULES                a rule pack to merge with the derived one (default:
#                        SWEEP_ROOT/.sweeper.yaml when there is one)
#   FAIL_ON              error|warning|none: which findings on lines the PR
#                        added or changed fail the step (default: none)
#   SARIF                where to write SARIF (default: $RUNNER_TEMP/sweep.sarif,
#                        outside the checkout the gate sweeps)
#   GITHUB_STEP_SUMMARY  the --audit report is appended to it, when set
#   GITHUB_OUTPUT        gets sarif=PATH once SARIF is written, then
#                        findings=N (the leftovers annotated) and
#                        exit-code=STATUS, when set
#
# Exit status: 0, 1 when FAIL_ON says the new findings fail, 2 when any
# sweep could not run or be complete (always a failure).
#
# Every value is data: quoted, passed as --option=VALUE or after `--`, so a
# branch or file name cannot become an option or a shell word.
set -uo pipefail

findings=0
# The outputs a later step reads (the action's `findings` and
# `exit-code`), then the exit.
finish() {
  if [ -n "${GITHUB_OUTPUT:-}" ]; then
    printf 'findings=%s\nexit-code=%s\n' "$findings" "$1" >>"$GITHUB_OUTPUT"
  fi
  exit "$1"
}

fail() {
  echo "sweep.sh: $*" >&2
  finish 2
}

[ -n "${BASE_SHA:-}" ] || fail "BASE_SHA (the base commit) is not set"
SWEEPER=${SWEEPER:-sweeper}
ROOT=${SWEEP_ROOT:-.}
# Outside the checkout: the gate below sweeps the checkout, and a report
# inside it (untracked files are swept) would be its own leftover.
SARIF=${SARIF:-${RUNNER_TEMP:-${TMPDIR:-/tmp}}/sweep.sarif}
FAIL_ON=${FAIL_ON:-none}
case "$FAIL_ON" in
error | warning | none) ;;
*) fail "FAIL_ON must be error, warning or none, not '$FAIL_ON'" ;;
esac

common=(scan --removed-since="$BASE_SHA" --quiet)
RULES=${RULES:-}
# The tree's own pack, unless it is a symlink (it could point anywhere and
# have its keys quoted back in errors).
if [ -z "$RULES" ] && [ -f "$ROOT/.sweeper.yaml" ] && [ ! -L "$ROOT/.sweeper.yaml" ]; then
  RULES=$ROOT/.sweeper.yaml
fi
if [ -n "$RULES" ]; then
  common+=(--rules="$RULES")
else
  # With no pack, a PR that removes nothing leaves nothing to look for,
  # which the sweep would call an error; that PR passes.
  derived=$("$SWEEPER" derive --removed-since="$BASE_SHA" -- "$ROOT") ||
    fail "cannot derive what the pull request removed"
  # `sweeper derive`'s YAML: no tokens and no list item (`  - `) before
  # the default allow entries. A tree name is quoted on its item's line,
  # so it cannot hide that line.
  items=$(awk '/^allow:/ { exit } /^  - / { n++ } END { print n + 0 }' \
    <<<"$derived")
  if grep -qx 'tokens: \[\]' <<<"$derived" && [ "$items" -eq 0 ]; then
    echo "::notice title=backend-sweeper::this pull request removes nothing to sweep for"
    finish 0
  fi
fi

status=0
# Remembers the worst status: 2 (incomplete) wins over 1 (findings).
note() {
  if [ "$1" -ge 2 ]; then
    status=2
  elif [ "$1" -eq 1 ] && [ "$status" -eq 0 ]; then
    status=1
  fi
}

# 1. Every leftover as an annotation, in files the PR touched or not:
#    code scanning shows SARIF results only on the PR's changed lines.
#    One finding is one workflow command line: their count is the
#    `findings` output.
annotations=$(mktemp) || fail "cannot create a temporary file"
"$SWEEPER" "${common[@]}" --format=github --fail-on=none -o "$annotations" \
  -- "$ROOT"
rc=$?
cat "$annotations"
findings=$(grep -cE '^::(error|warning|notice) file=' "$annotations")
rm -f "$annotations"
[ "$rc" -eq 0 ] || note 2

# 2. The audit's summary (what was removed, leftovers by file, allow
#    entries counted with reasons, skips counted; within 60,000
#    characters) in the job summary.
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  audit=$(mktemp) || fail "cannot create a temporary file"
  "$SWEEPER" "${common[@]}" --audit --fail-on=none -o "$audit" -- "$ROOT"
  rc=$?
  if [ "$rc" -eq 0 ]; then
    cat "$audit" >>"$GITHUB_STEP_SUMMARY" || note 2
  else
    note 2
  fi
  rm -f "$audit"
fi

# 3. SARIF for github/codeql-action/upload-sarif.
"$SWEEPER" "${common[@]}" --format=sarif --fail-on=none -o "$SARIF" -- "$ROOT"
rc=$?
if [ "$rc" -eq 0 ]; then
  [ -z "${GITHUB_OUTPUT:-}" ] || printf 'sarif=%s\n' "$SARIF" >>"$GITHUB_OUTPUT"
else
  note 2
fi

# 4. The gate: findings on lines the PR added or changed, by FAIL_ON.
"$SWEEPER" "${common[@]}" --new-since="$BASE_SHA" --fail-on="$FAIL_ON" \
  -- "$ROOT"
note $?
finish "$status"
