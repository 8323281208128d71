#!/usr/bin/env bash
# Type-checks the VS Code extension (plugins/vscode) with its pinned
# TypeScript; npm comes from scripts/setup.sh.
set -euo pipefail
cd "$(dirname "$0")/../plugins/vscode"
npm ci --no-audit --no-fund --loglevel=error
npx --no-install tsc -p . --noEmit
echo "check-vscode: extension type-checks"
