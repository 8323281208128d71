#!/usr/bin/env bash
# Makes the seed's tree for `bench/harness.py --tree`: a clone of
# ExecuTorch with its MPS delegate (backends/apple/mps/) deleted and the
# deletion committed, as a fresh checkout of the removal's branch is. Every
# file the project tracks stays tracked, so a sweep of it starts no git
# process (files git ignores would make each sweep ask git about them).
# Nothing in the tree is built or run.
#
#   bench/seed-tree.sh DIR [COMMIT] [REPOSITORY]
#
# COMMIT defaults to the one the README's seed row was measured on.
set -euo pipefail
dir=${1:?usage: bench/seed-tree.sh DIR [COMMIT] [REPOSITORY]}
commit=${2:-cff6f4dd32e630945b7188512c1f2b4f102b05ad}
repo=${3:-https://github.com/pytorch/executorch}
if [ -e "$dir" ]; then
  echo "seed-tree.sh: $dir exists; give a new directory" >&2
  exit 2
fi
# No hooks, no automatic gc: a gc started by the commit would run beside
# the first timed sweeps.
git=(git -c core.hooksPath=/dev/null -c gc.auto=0 -c advice.detachedHead=false)
"${git[@]}" clone --quiet --no-checkout "$repo" "$dir"
"${git[@]}" -C "$dir" checkout --quiet "$commit"
"${git[@]}" -C "$dir" rm -r --quiet backends/apple/mps
"${git[@]}" -C "$dir" -c user.name=seed -c user.email=seed@localhost \
  commit --quiet -m "Remove the MPS delegate (backends/apple/mps)"
git -C "$dir" config gc.auto 0
echo "$dir: $(git -C "$dir" ls-files | wc -l) files at $commit," \
  "backends/apple/mps deleted"
