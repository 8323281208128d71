#!/usr/bin/env bash
# Times a full sweep of a tree next to ripgrep on the same tree, and prints
# the ratios. Not a test: numbers depend on the machine.
#
#   bench/bench.sh TREE [RULES] [RUNS]
#
# TREE is any checkout (e.g. ExecuTorch with backends/apple/mps deleted);
# RULES defaults to rules/executorch-mps.yaml. Each command runs RUNS times
# (default 5) after one warm-up; the best wall time counts.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
tree=${1:?usage: bench/bench.sh TREE [RULES] [RUNS]}
rules=${2:-$here/rules/executorch-mps.yaml}
runs=${3:-5}
sweeper=${SWEEPER:-$here/build/bin/sweeper}
token=${TOKEN:-mps}

best() { # best wall time in seconds of "$@" over $runs runs
  "$@" >/dev/null 2>&1 || true
  local best=999999
  for _ in $(seq "$runs"); do
    local t0 t1
    t0=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; t1=$(date +%s.%N)
    best=$(echo "$t1 $t0 $best" | awk '{d=$1-$2; print (d<$3)?d:$3}')
  done
  echo "$best"
}

files=$(cd "$tree" && (git ls-files 2>/dev/null || find . -type f) | wc -l)
echo "tree: $tree ($files files), rules: $rules, best of $runs"
declare -A T
T[rg-w]=$(best rg -i -w -c "$token" "$tree")
T[rg-unicode-b]=$(best rg -i -c "\\b$token\\b" "$tree")
T[sweeper-j1]=$(best "$sweeper" scan --quiet -j 1 --rules "$rules" "$tree")
T[sweeper]=$(best "$sweeper" scan --quiet --rules "$rules" "$tree")
T[sweeper-audit]=$(best "$sweeper" scan --quiet --audit --rules "$rules" "$tree")
for k in rg-w rg-unicode-b sweeper-j1 sweeper sweeper-audit; do
  printf '%-16s %8.3f s   %6.2fx rg -i -w\n' "$k" "${T[$k]}" "$(echo "${T[$k]} ${T[rg-w]}" | awk '{print $1/$2}')"
done
