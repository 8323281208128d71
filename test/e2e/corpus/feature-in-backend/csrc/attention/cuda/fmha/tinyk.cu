#include "tinyk.cuh"
#include <torch/library.h>

namespace pyattn {

template <int kMaxK>
__global__ void tinyk_forward_kernel(const float *q, const float *k, const float *v, float *out, int n) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < n)
    out[row] = q[row] * k[row] + v[row];
}

at::Tensor tinyk_forward(const FmhaParams &p) {
  auto out = at::empty_like(p.query);
  return out;
}

std::tuple<at::Tensor, at::Tensor, at::Tensor> tinyk_backward(const FmhaParams &p, const at::Tensor &grad) {
  return {at::empty_like(p.query), at::empty_like(p.key), at::empty_like(p.value)};
}

} // namespace pyattn
