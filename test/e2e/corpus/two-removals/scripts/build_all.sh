#!/bin/sh
# Configure and build every backend this checkout supports.
set -e
cmake -S . -B build -DFTH_BUILD_TERN=ON -DFTH_BUILD_QUILL=ON # EXPECT-SWEEP: define-flag
cmake --build build
python3 scripts/check_format.py # ORACLE-KEEP
python3 backends/cpu/scripts/pack_weights.py --check # ORACLE-KEEP
sh backends/tern/scripts/run_bench.sh --quick # EXPECT-SWEEP: path-reference
