// The Metal backend: it uses Apple's MetalPerformanceShaders framework
// directly, which is a system library, not the removed delegate.
#import <Metal/Metal.h>
#import <MetalPerformanceShadersGraph/MetalPerformanceShadersGraph.h>
#include <executorch/backends/apple/mps/runtime/MPSDevice.h> // EXPECT-SWEEP: cxx-include

#include <executorch/runtime/backend/interface.h>

namespace executorch::backends::metal {

int device_type() {
  // PyTorch's AOTInductor names the Apple GPU device "mps".  EXPECT-ALLOW: metal-backend-apple-gpu
  return aoti_torch_device_type_mps(); // EXPECT-ALLOW: metal-backend-apple-gpu
}

void build_graph() {
  MPSGraph *graph = [[MPSGraph alloc] init]; // EXPECT-ALLOW: metal-performance-shaders
  (void)graph;
}

} // namespace executorch::backends::metal
