#include <executorch/runtime/backend/interface.h>

// EXPECT-SWEEP@+1: cxx-preprocessor  EXPECT-BLOCK@+1: +4
#ifdef EXECUTORCH_BUILD_MPS
namespace executorch::backends::mps { // EXPECT-SWEEP: cxx-code
void register_mps_backend(); // EXPECT-SWEEP: cxx-code
}
#endif

void register_all_backends() {
  const char *names[] = {"coreml", "xnnpack", "mps"}; // EXPECT-SWEEP: cxx-string
  (void)names;
  // The MPS delegate registered itself here.  EXPECT-SWEEP: comment-mention
  // DispatchKey::MPS selects PyTorch's own kernels.  EXPECT-ALLOW: dispatch-key
}
