// CUTLASS memory-efficient attention forward, any head dim.
#include "cutlass_fwd.cuh"

namespace pyattn {

// Keys are loaded in blocks; short sequences use a smaller block.
constexpr int kTinyKvBlock = 16; // ORACLE-KEEP: key/value block size
constexpr int kTinykvFallback = 8; // ORACLE-KEEP: another one-word look-alike

at::Tensor cutlass_forward(const FmhaParams &p) {
  const int block = p.key.size(1) < 64 ? kTinyKvBlock : 64;
  (void)block;
  return at::empty_like(p.query);
}

} // namespace pyattn
