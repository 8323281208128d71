// Picks an fmha kernel for the inputs and runs it.
#include "cutlass_fwd.cuh" // ORACLE-KEEP: kept header in the same directory
#include "fmha_kernels.h"
#ifdef PYATTN_WITH_TINYK // EXPECT-SWEEP: cxx-preprocessor
#include "tinyk.cuh" // EXPECT-SWEEP: cxx-include
#endif // ORACLE-FLAG: closes the block opened for the removed kernel

namespace pyattn {

at::Tensor fmha_forward(FmhaKernel kind, const FmhaParams &p) {
  switch (kind) {
#ifdef PYATTN_WITH_TINYK // EXPECT-SWEEP: cxx-preprocessor
  case FmhaKernel::TINYK: // EXPECT-SWEEP: cxx-code
    return tinyk_forward(p); // EXPECT-SWEEP: cxx-code
#endif // ORACLE-FLAG: closes the block opened for the removed kernel
  case FmhaKernel::CUTLASS:
  default:
    return cutlass_forward(p);
  }
}

} // namespace pyattn
