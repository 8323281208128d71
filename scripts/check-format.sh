#!/usr/bin/env bash
# Fails when a tracked C++ source differs from clang-format's LLVM style
# (.clang-format). Fixture trees keep the bytes they test and are skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files 'sweeper/*.cpp' 'sweeper/*.h' 'test/*.cpp' \
  'test/*.h' 'plugins/*.cpp' 'plugins/*.h' | grep -v -e '^test/e2e/clang/' -e '^test/e2e/git/' \
  -e '^test/e2e/corpus/' \
  -e '/fixtures/' -e '^test/fuzz/corpus/' -e '^plugins/clang-tidy/test/')
clang-format-19 --dry-run -Werror "${files[@]}"
echo "check-format: ${#files[@]} files in LLVM style"
