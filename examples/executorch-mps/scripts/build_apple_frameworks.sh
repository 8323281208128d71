#!/usr/bin/env bash
# Builds the Apple frameworks.
set -euo pipefail

COREML=OFF
for arg in "$@"; do
  case $arg in
    --coreml) COREML=ON ;;
    --mps) echo "the --mps flag is gone" ;; # EXPECT-SWEEP: shell-reference
  esac
done

cmake -S . -B cmake-out \
  -DEXECUTORCH_BUILD_COREML="$COREML" \
  -DEXECUTORCH_BUILD_MPS=OFF # EXPECT-SWEEP: define-flag

# Frameworks: executorch, backend_coreml and backend_mps.  EXPECT-SWEEP: comment-mention
for framework in executorch backend_coreml backend_mps; do # EXPECT-SWEEP: shell-reference
  echo "$framework"
done
