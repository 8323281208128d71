#pragma once
// The fmha kernel families the dispatcher can pick from.
#include <ATen/ATen.h>

namespace pyattn {

enum class FmhaKernel {
  CUTLASS,
  FLASH,
  TINYK, // EXPECT-SWEEP: cxx-code
};

struct FmhaParams {
  at::Tensor query, key, value;
  float dropout_p = 0.f;
  int tiny_batch_threshold = 4; // ORACLE-KEEP: a small-batch heuristic
};

} // namespace pyattn
