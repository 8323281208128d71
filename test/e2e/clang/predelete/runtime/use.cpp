// Audited before the deletion lands: nothing here names the backend, yet
// everything comes from the directory about to go.
#include "backends/mps/api.h" // EXPECT-SWEEP: clang-include:11 "inside a removed path"

void boot() {
  gpu::Context C{GPU_QUEUES}; // EXPECT-SWEEP: clang-reference:3 "use of namespace 'gpu', declared in a removed path"
  gpu::start_gpu(C); // EXPECT-SWEEP: clang-reference:3 "use of namespace 'gpu', declared in a removed path"
}
