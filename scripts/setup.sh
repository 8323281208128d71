#!/usr/bin/env bash
# Installs backend-sweeper's build and test dependencies on Debian bookworm.
# Idempotent and non-interactive: packages already present are left alone.
#   setup.sh        everything the tests, CI and the checks use
#   setup.sh --cli  only what building the `sweeper` CLI needs
#                   (scripts/build-cli.sh): no test, lint or editor tools
set -euo pipefail

# The CLI's libraries. Debian's ClangConfig.cmake refuses to load unless
# the clang, clang-tidy, clang-format and clang-tools executables it
# exports exist, so those come too (11 MB).
CLI_PACKAGES=(
  build-essential cmake ninja-build pkg-config
  llvm-19-dev libclang-19-dev clang-19 clang-tidy-19 clang-format-19 clang-tools-19
  libre2-dev libvectorscan-dev libyaml-cpp-dev libgit2-dev libzstd-dev zlib1g-dev
)
case "${1:-}" in
--cli) PACKAGES=("${CLI_PACKAGES[@]}") ;;
"")
  PACKAGES=("${CLI_PACKAGES[@]}" git ccache libclang-rt-19-dev catch2
    ripgrep python3 python3-yaml pre-commit neovim nodejs npm)
  ;;
*)
  echo "usage: setup.sh [--cli]" >&2
  exit 2
  ;;
esac

# A package counts as present when an installed package provides it:
# NodeSource's nodejs bundles npm, provides it and conflicts with Debian's.
provided() {
  dpkg-query -W -f='${Status}\t${Provides}\n' 2>/dev/null | awk -F'\t' -v p="$1" '
    $1 ~ /install ok installed/ {
      n = split($2, names, / *, */)
      for (i = 1; i <= n; i++) { sub(/ .*/, "", names[i]); if (names[i] == p) found = 1 }
    }
    END { exit !found }'
}

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
    provided "$p" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all dependencies present"
  exit 0
fi

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "setup: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
