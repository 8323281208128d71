#!/usr/bin/env bash
# Type-checks the VS Code extension (plugins/vscode) with its pinned
# TypeScript. npm comes from Debian's nodejs/npm when the machine has no
# npm at all (a machine whose nodejs ships its own npm keeps it: Debian's
# npm package conflicts with such a nodejs).
set -euo pipefail
cd "$(dirname "$0")/../plugins/vscode"
if ! command -v npm >/dev/null; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nodejs npm
fi
npm ci --no-audit --no-fund --loglevel=error
npx --no-install tsc -p . --noEmit
echo "check-vscode: extension type-checks"
