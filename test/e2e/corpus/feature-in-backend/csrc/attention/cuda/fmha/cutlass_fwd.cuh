#pragma once
#include "fmha_kernels.h"

namespace pyattn {
at::Tensor cutlass_forward(const FmhaParams &p);
} // namespace pyattn
