#!/usr/bin/env bash
# The install step of plugins/github/action.yml: puts backend-sweeper under
# PREFIX and writes sweeper=PREFIX/bin/sweeper to GITHUB_OUTPUT when set.
# By default it installs the release tarball (scripts/package.sh): the
# static CLI and its rule packs, for any x86_64 Linux. Nothing of the swept
# repository is involved. test/github/install_action_test.py runs it.
#
#   install.sh            install (PREFIX must be absent or empty)
#   install.sh --resolve  only work out the tarball's URL and the cache
#                         key, for actions/cache (GITHUB_OUTPUT: url,
#                         version, key, dir)
#
# Environment:
#   PREFIX             install prefix (required to install)
#   VERSION            release version (default: this checkout's
#                      project(VERSION), i.e. the action's own ref)
#   URL                the tarball: https://..., file://PATH or a path
#                      (default: the release asset
#                      backend-sweeper-VERSION-linux-x86_64.tar.gz of tag
#                      vVERSION at the repository the action comes from)
#   SHA256             the tarball's expected SHA-256; a mismatch installs
#                      nothing and drops the cached copy
#   CACHE_DIR          where tarballs are kept between runs (default:
#                      RUNNER_TEMP or /tmp, then backend-sweeper-cache)
#   BUILD_FROM_SOURCE  true: build this checkout instead (scripts/setup.sh
#                      --cli, apt-get), for runners the tarball cannot serve
#   BUILD_DIR          build directory for BUILD_FROM_SOURCE
#
# Every value is data: quoted, never evaluated, checked for shape where it
# becomes part of a name.
set -euo pipefail
src=$(cd "$(dirname "$0")/../.." && pwd)

fail() {
  echo "::error title=backend-sweeper install::$*" >&2
  exit 1
}

output() {
  [ -z "${GITHUB_OUTPUT:-}" ] || printf '%s=%s\n' "$1" "$2" >>"$GITHUB_OUTPUT"
}

# The version this checkout declares: the action's ref installs its own
# release unless told otherwise.
version=${VERSION:-$(sed -n 's/^project(backend-sweeper VERSION \([^ )]*\).*/\1/p' \
  "$src/CMakeLists.txt")}
[[ $version =~ ^[0-9A-Za-z][0-9A-Za-z.+_-]*$ ]] ||
  fail "VERSION must be a release version such as 0.1.0, not '$version'"
asset="backend-sweeper-$version-linux-x86_64.tar.gz"

# owner/name of the action's repository. The runner leaves
# GITHUB_ACTION_REPOSITORY empty inside composite actions, so the path it
# checked the action out to (.../_actions/OWNER/NAME/REF/plugins/github)
# says it; an action used by path (`uses: ./plugins/github`) is the
# workflow's own repository.
action_repository() {
  if [ -n "${GITHUB_ACTION_REPOSITORY:-}" ]; then
    echo "$GITHUB_ACTION_REPOSITORY"
  elif [[ ${GITHUB_ACTION_PATH:-} =~ /_actions/([^/]+/[^/]+)/.+/plugins/github/?$ ]]; then
    echo "${BASH_REMATCH[1]}"
  else
    echo "${GITHUB_REPOSITORY:-}"
  fi
}

default_url() {
  local repo
  repo=$(action_repository)
  [[ $repo =~ ^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$ ]] ||
    fail "cannot tell which repository the action comes from; set the url input"
  echo "${GITHUB_SERVER_URL:-https://github.com}/$repo/releases/download/v$version/$asset"
}

url=${URL:-$(default_url)}
cache=${CACHE_DIR:-${RUNNER_TEMP:-/tmp}/backend-sweeper-cache}
# One cache entry per tarball asked for: a new version, URL or checksum
# is a new key, so a stale or refused download is never restored.
key=backend-sweeper-$(printf '%s\n' "$version" "$url" "${SHA256:-}" |
  sha256sum | cut -c1-32)

if [ "${1:-}" = --resolve ]; then
  output url "$url"
  output version "$version"
  output key "$key"
  output dir "$cache"
  exit 0
fi
[ $# -eq 0 ] || fail "usage: install.sh [--resolve]"

prefix=${PREFIX:?PREFIX (the install prefix) is not set}
if [ -e "$prefix" ] && [ -n "$(ls -A -- "$prefix")" ]; then
  fail "PREFIX $prefix is not empty"
fi

from_source() {
  local build=${BUILD_DIR:-${RUNNER_TEMP:-/tmp}/backend-sweeper-build}
  bash "$src/scripts/setup.sh" --cli
  cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DBUILD_TESTING=OFF -DSWEEPER_CLANG_TIDY_PLUGIN=OFF
  cmake --build "$build" -j "$(nproc)" --target sweeper
  cmake --install "$build" --prefix "$prefix" --component cli --strip
}

# The tarball into the cache (kept when already there), by scheme: HTTPS
# only over the network; file:// and plain paths serve local tests and
# mirrors.
fetch() {
  local dest=$1 part="$1.part"
  [ -f "$dest" ] && return 0
  mkdir -p -- "$cache"
  case "$url" in
  https://*) curl -fsSL --proto '=https' --retry 3 -o "$part" --url "$url" ||
    fail "cannot download $url" ;;
  file://*) cp -- "${url#file://}" "$part" || fail "cannot read $url" ;;
  *://*) fail "url must be https://, file:// or a path, not $url" ;;
  *) cp -- "$url" "$part" || fail "cannot read $url" ;;
  esac
  mv -f -- "$part" "$dest"
}

verify() {
  local file=$1 want actual
  actual=$(sha256sum <"$file" | cut -d' ' -f1)
  if [ -z "${SHA256:-}" ]; then
    echo "::notice title=backend-sweeper install::$asset has SHA-256 $actual (set the sha256 input to pin it)"
    return 0
  fi
  want=$(tr 'A-F' 'a-f' <<<"$SHA256")
  [[ $want =~ ^[0-9a-f]{64}$ ]] || fail "sha256 must be 64 hexadecimal digits"
  if [ "$actual" != "$want" ]; then
    rm -f -- "$file"
    fail "$url has SHA-256 $actual, expected $want; nothing installed"
  fi
}

# Unpacked next to PREFIX and moved into place once the binary runs: a
# failure leaves no half-installed prefix behind. (stage is global: the
# EXIT trap reads it after the function has returned.)
unpack() {
  local file=$1
  mkdir -p -- "$(dirname -- "$prefix")"
  stage=$(mktemp -d "$prefix.partial.XXXXXX")
  trap 'rm -rf -- "$stage"' EXIT
  tar -xzf "$file" -C "$stage" --strip-components=1 --no-same-owner ||
    fail "cannot unpack $url"
  "$stage/bin/sweeper" --version >/dev/null ||
    fail "the sweeper in $url does not run here"
  [ ! -e "$prefix" ] || rmdir -- "$prefix"
  mv -- "$stage" "$prefix"
  trap - EXIT
}

if [ "${BUILD_FROM_SOURCE:-false}" = true ]; then
  from_source
else
  [ "$(uname -sm)" = "Linux x86_64" ] ||
    fail "the release tarball is for x86_64 Linux, this is $(uname -sm); set build-from-source: true or sweeper"
  tarball="$cache/$key.tar.gz"
  fetch "$tarball"
  verify "$tarball"
  unpack "$tarball"
fi
"$prefix/bin/sweeper" --version
output sweeper "$prefix/bin/sweeper"
