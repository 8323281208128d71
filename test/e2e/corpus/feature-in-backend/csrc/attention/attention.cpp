// Registers the fmha operators with the PyTorch dispatcher.
#include <torch/library.h>

TORCH_LIBRARY_FRAGMENT(pyattn, m) {
#if !defined(USE_ROCM)
  m.def("pyattn::efficient_attention_forward_tinyk(Tensor query, Tensor key, Tensor value, bool compute_logsumexp, Tensor? attn_bias, float p) -> (Tensor, Tensor, int, int)");
  m.def("pyattn::efficient_attention_forward_cutlass(Tensor query, Tensor key, Tensor value, Tensor? bias, float dropout_p, bool compute_log_sumexp=False) -> (Tensor, Tensor)");
  m.def("pyattn::efficient_attention_backward_tinyk(Tensor grad_out, Tensor query, Tensor key, Tensor value, Tensor logsumexp, Tensor output, Tensor? attn_bias, float p, int rng_seed, int rng_offset) -> (Tensor, Tensor, Tensor)");
  m.def("pyattn::efficient_attention_backward_cutlass(Tensor grad_out, Tensor query, Tensor key, Tensor value, Tensor? bias, Tensor out, Tensor logsumexp, float dropout_p) -> (Tensor, Tensor, Tensor, Tensor)");
#endif
}
