#!/usr/bin/env bash
# The Clang pass next to `clang-19 -fsyntax-only` over the same translation
# units: prints time per parsed TU and totals, with and without the
# prefilter. Not a test: numbers depend on the machine.
#
#   bench/bench-clang.sh TREE [RULES] [MAX_TUS]
#
# Writes a compile_commands.json for the first MAX_TUS (default 200) C/C++
# sources of TREE (sorted; -std=c++17/-std=c17, -I TREE and its parent), so
# any checkout works without configuring its build.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
tree=$(cd "${1:?usage: bench/bench-clang.sh TREE [RULES] [MAX_TUS]}" && pwd)
rules=$(realpath "${2:-$here/rules/executorch-mps.yaml}")
max=${3:-200}
sweeper=${SWEEPER:-$here/build/bin/sweeper}
clang=${CLANG:-clang-19}
jobs=$(nproc)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$tree" && (git ls-files 2>/dev/null || find . -type f | sed 's|^\./||')) |
  grep -E "\.(c|cc|cpp|cxx)$" | LC_ALL=C sort | sed -n "1,${max}p" > "$work/tus"
python3 - "$tree" "$work" <<'PY'
import json, os, sys
tree, work = sys.argv[1], sys.argv[2]
cmds = []
for rel in open(os.path.join(work, "tus")).read().split():
    f = os.path.join(tree, rel)
    c = rel.endswith(".c")
    args = ["clang" if c else "clang++", "-x", "c" if c else "c++",
            "-std=c17" if c else "-std=c++17", "-I" + tree,
            "-I" + os.path.dirname(tree), "-c", f]
    cmds.append({"directory": tree, "file": f, "arguments": args})
os.makedirs(os.path.join(work, "db"))
json.dump(cmds, open(os.path.join(work, "db", "compile_commands.json"), "w"))
with open(os.path.join(work, "clang-cmds"), "w") as out:
    for c in cmds:
        a = c["arguments"][1:-2] + [c["file"]]
        out.write(" ".join(a) + "\n")
PY
n=$(wc -l < "$work/tus")

calc() { awk "BEGIN { print $* }"; }
secs() { local t0 t1; t0=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; t1=$(date +%s.%N); calc "$t1 - $t0"; }
sweep() { "$sweeper" scan --quiet --rules "$rules" --format=json -o "$work/out.json" "$@" "$tree"; }
parsed() { python3 -c "import json;print(json.load(open('$work/out.json'))['summary']['clang']['parsed'])"; }

t_text=$(secs sweep --no-clang)
t_pre=$(secs sweep -p "$work/db"); p_pre=$(parsed)
t_all=$(secs sweep -p "$work/db" --no-prefilter); p_all=$(parsed)
t_clang=$(secs sh -c "xargs -P $jobs -L 1 $clang -fsyntax-only -w -ferror-limit=0 < '$work/clang-cmds'")

per() { calc "$1 / ($2 > 0 ? $2 : 1)"; }
echo "tree: $tree; $n TUs in the database; $jobs jobs"
printf '%-36s %8.2f s\n' "sweeper, text engine only" "$t_text"
printf '%-36s %8.2f s  (%d TUs parsed)\n' "sweeper + Clang pass, prefilter" "$t_pre" "$p_pre"
printf '%-36s %8.2f s  (%d TUs parsed)\n' "sweeper + Clang pass, no prefilter" "$t_all" "$p_all"
printf '%-36s %8.2f s  (%d TUs)\n' "$clang -fsyntax-only" "$t_clang" "$n"
c_tu=$(per "$t_clang" "$n")
s_tu=$(per "$(calc "$t_all - $t_text")" "$p_all")
printf 'per TU: Clang pass %.3f s, clang -fsyntax-only %.3f s, ratio %.2f\n' "$s_tu" "$c_tu" "$(calc "$s_tu / $c_tu")"
printf 'total: no prefilter %.2fx clang -fsyntax-only; with prefilter %.2fx\n' \
  "$(calc "$t_all / $t_clang")" "$(calc "$t_pre / $t_clang")"
