#!/bin/sh
# Build a source release archive: headers, sources and the desktop project templates.
set -e
VERSION=$(sed -n 's/#define QUILL_VERSION *"\(.*\)"/\1/p' src/quill.h)
OUT="quill-$VERSION"
rm -rf "$OUT" && mkdir -p "$OUT/projects"
cp -r src "$OUT/"
cp -r projects/VS2019 "$OUT/projects/"
cp README.md CHANGELOG LICENSE "$OUT/" 2>/dev/null || true
tar czf "$OUT.tar.gz" "$OUT"
