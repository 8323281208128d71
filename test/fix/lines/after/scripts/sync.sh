#!/bin/sh
# Copies each backend's sources over:
#   upstream/src/cpu/*   -> src/cpu/*
#   upstream/src/metal/* -> src/metal/*
cp -rp upstream/src/cpu/*   src/cpu/
cp -rp upstream/src/metal/* src/metal/
test -d upstream &&
  cp -rp upstream/src/nova/* src/nova/
cp -rp upstream/src/cpu/* src/cpu/
if [ -d upstream/src/nova ]; then
  cp -rp upstream/src/nova/* src/nova/
fi
echo start \
# upstream/src/nova/* -> src/nova/*
# upstream/src/cpu/* -> src/cpu/*
sed \
  -e 's/upstream\/src\/cpu/src\/cpu/g' \
  -e '/nova/d' \
  -e '/cpu/d' \
  patch.diff
rsync -a \
  --exclude src/nova/ \
  --exclude src/cpu/ \
  upstream/ ./
cmake -S . -B build \
  -DPROJ_CPU=ON
if [ -d up/src/cpu ]; then
if [ -d up/src/nova ]; then
  echo both
fi
fi
cat > list.txt <<NOVA
cpu
NOVA
cat > cfg.h <<'EOF2'
#ifdef USE_CPU
#ifdef USE_NOVA
#endif
#endif
EOF2
[ -d up ] || # nothing to copy from
  cp -r up/src/nova/* src/nova/
cp -r up/src/cpu/* src/cpu/
