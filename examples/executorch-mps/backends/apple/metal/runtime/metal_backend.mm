// The Metal backend: it uses Apple's MetalPerformanceShaders framework
// directly, which is a system library, not the removed delegate.
#import <Metal/Metal.h>
#import <MetalPerformanceShadersGraph/MetalPerformanceShadersGraph.h>
#include <executorch/backends/apple/mps/runtime/MPSDevice.h> // EXPECT-SWEEP: cxx-include

#include <executorch/runtime/backend/interface.h>

namespace executorch::backends::metal {

void build_graph() {
  MPSGraph *graph = [[MPSGraph alloc] init]; // EXPECT-ALLOW: metal-performance-shaders
  (void)graph;
}

} // namespace executorch::backends::metal
