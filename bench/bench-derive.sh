#!/usr/bin/env bash
# Derivation against the size of the deletion: builds a git repo per size
# whose head deletes N files (each defining a function, a CMake target and a
# Python class) and times `sweeper derive --removed-since HEAD~1` next to
# `git diff --name-only HEAD~1` on the same repo. Linear costs show as a
# flat per-file time across sizes. Not a test: numbers depend on the machine.
#
#   bench/bench-derive.sh [SIZES...]     (default: 1000 10000 40000 100000)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
sweeper=${SWEEPER:-$here/build/bin/sweeper}
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000 40000 100000)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

make_repo() { # $1 dir, $2 number of deleted files
  local d=$1 n=$2
  mkdir -p "$d/src" && cd "$d" && git init -q .
  python3 - "$n" <<'PY'
import os, sys
n = int(sys.argv[1])
for i in range(n):
    sub = f"backends/zeta/part{i // 1000:03d}"
    os.makedirs(sub, exist_ok=True)
    ext = (".cpp", ".py", "/CMakeLists.txt")[i % 3]
    path = f"{sub}/f{i:06d}{ext}" if ext != "/CMakeLists.txt" else f"{sub}/m{i:06d}/CMakeLists.txt"
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        if ext == ".cpp":
            f.write(f"int zeta_kernel_{i}(int x) {{ return x; }}\n")
        elif ext == ".py":
            f.write(f"class ZetaPartitioner{i}:\n    pass\n")
        else:
            f.write(f"add_library(zeta_target_{i} STATIC a.cpp)\n")
with open("src/keep.cpp", "w") as f:
    f.write("int main() { return 0; }\n")
PY
  git add -A && git -c user.name=b -c user.email=b@b commit -qm base
  git rm -rq backends && git -c user.name=b -c user.email=b@b commit -qm delete
}

best() { # best wall time in seconds of "$@" over 3 runs
  local best=999999
  for _ in 1 2 3; do
    local t0 t1
    t0=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; t1=$(date +%s.%N)
    best=$(echo "$t1 $t0 $best" | awk '{d=$1-$2; print (d<$3)?d:$3}')
  done
  echo "$best"
}

printf '%10s %12s %12s %10s %14s\n' "deleted" "derive (s)" "git diff (s)" "ratio" "us/file"
for n in "${sizes[@]}"; do
  repo="$work/r$n"
  (make_repo "$repo" "$n") >/dev/null
  td=$(best "$sweeper" derive --removed-since HEAD~1 "$repo")
  tg=$(best git -C "$repo" diff --name-only HEAD~1)
  printf '%10d %12.3f %12.3f %9.1fx %14.1f\n' "$n" "$td" "$tg" \
    "$(echo "$td $tg" | awk '{print $1/$2}')" "$(echo "$td $n" | awk '{print $1*1e6/$2}')"
done
