#!/usr/bin/env bash
# Builds the libFuzzer targets (test/fuzz/) into build-fuzz/ with clang-19,
# ASan and UBSan, then runs each one briefly over a copy of its seed corpus.
# Exits non-zero if any target crashes, leaks, hangs or runs out of memory;
# its reproducer is kept in build-fuzz/crashes/<target>/.
#   FUZZ_TIME  seconds per target (default 20)   JOBS  build jobs (default 2)
#   FUZZ_ARGS  more libFuzzer flags for every target (later flags win, so
#              FUZZ_ARGS=-timeout=30 relaxes the timeout on a busy machine)
set -euo pipefail
cd "$(dirname "$0")/.."
export CCACHE_NOHASHDIR=1 CCACHE_BASEDIR="$PWD"
TIME=${FUZZ_TIME:-20}
TARGETS=(rule-pack matcher scan-file report cache-entry)

# Debug keeps assertions (ours and LLVM's inline ones); -O1 keeps it fast.
# clang-19 flags libstdc++ 12's own use of get_temporary_buffer: noise.
cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_CXX_COMPILER=clang++-19 -DSWEEPER_FUZZ=ON -DBUILD_TESTING=OFF \
  -DCMAKE_CXX_FLAGS="-O1 -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -Wno-deprecated-declarations" \
  >/dev/null
cmake --build build-fuzz -j "${JOBS:-2}" --target fuzzers

# Everything a run writes (new corpus entries, artifacts, the rule-pack
# target's temporary files) goes to WORK, never into the repository.
WORK=$(mktemp -d -t sweeper-fuzz-smoke.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
failed=0
for T in "${TARGETS[@]}"; do
  D="$WORK/$T"
  mkdir -p "$D/corpus" "$D/artifacts" "$D/tmp"
  cp test/fuzz/corpus/"$T"/* "$D/corpus/"
  DICT=()
  [ -f test/fuzz/"$T".dict ] && DICT=(-dict="test/fuzz/$T.dict")
  rc=0
  # libFuzzer's own out-of-memory report can take minutes: bound the run.
  TMPDIR="$D/tmp" timeout -k 10 $((TIME + 60)) \
    build-fuzz/fuzz/fuzz-"$T" "$D/corpus" "${DICT[@]}" \
    -max_total_time="$TIME" -rss_limit_mb=2048 -timeout=10 \
    -artifact_prefix="$D/artifacts/" -print_final_stats=1 ${FUZZ_ARGS:-} \
    >"$D/log" 2>&1 || rc=$?
  execs=$(awk '/stat::number_of_executed_units/ {n = $2} END {print n}' "$D/log")
  cov=$(grep -Eo 'cov: [0-9]+' "$D/log" | tail -1 || true)
  if [ "$rc" -eq 0 ]; then
    printf 'fuzz-%-10s ok      %9s execs in %ss, %s\n' "$T" "${execs:-?}" "$TIME" "$cov"
  else
    failed=1
    mkdir -p build-fuzz/crashes/"$T"
    cp "$D"/artifacts/* build-fuzz/crashes/"$T"/ 2>/dev/null || true
    cp "$D/log" build-fuzz/crashes/"$T"/log.txt
    printf 'fuzz-%-10s FAILED  %9s execs (exit %s), reproducer and log in build-fuzz/crashes/%s/\n' \
      "$T" "${execs:-?}" "$rc" "$T"
    PAT='^==[0-9]+==( ERROR|ERROR)|runtime error|fuzz invariant failed|Assertion|ALARM|out-of-memory'
    if grep -qE "$PAT" "$D/log"; then
      grep -E -A30 "$PAT" "$D/log" | head -60 >&2 || true
    else
      tail -40 "$D/log" >&2
    fi
  fi
done
exit "$failed"
