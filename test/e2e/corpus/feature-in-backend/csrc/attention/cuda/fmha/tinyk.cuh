#pragma once
#include "fmha_kernels.h"

namespace pyattn {
// Forward kernel for head dims <= 32, one warp per query row.
at::Tensor tinyk_forward(const FmhaParams &p);
std::tuple<at::Tensor, at::Tensor, at::Tensor> tinyk_backward(const FmhaParams &p, const at::Tensor &grad);
} // namespace pyattn
