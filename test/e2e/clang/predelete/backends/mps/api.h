#pragma once
namespace gpu {
struct Context { int queues; };
void start_gpu(Context &C);
#define GPU_QUEUES 4
}
