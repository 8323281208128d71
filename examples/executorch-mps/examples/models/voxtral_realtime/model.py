# The Metal backend's model: PyTorch's own Apple GPU operators and device,
# and torchao's eager Metal kernels, look like the removed delegate but stay.
import torch


def causal_mask(n: int) -> torch.Tensor:
    """Metal AOTI doesn't support bool tensor allocation on MPS, so we use
    integer arithmetic to build the mask."""  # EXPECT-ALLOW@-1: apple-gpu-prose
    return torch.ones(n, n).triu(1) * -1e9


def sdpa(q, k, v, mask):
    # A PyTorch ATen operator for its Apple GPU device, lowered by Metal.
    y, _ = torch.ops.aten._scaled_dot_product_attention_math_for_mps(  # EXPECT-ALLOW: pytorch-device-operator
        q, k, v, mask
    )
    # Transpose for index_copy_ on dim=2 (contiguous on MPS)  EXPECT-ALLOW: apple-gpu-prose
    return y.transpose(1, 2)


def quantize(model, config_name: str):
    # Metal (MPS) quantization uses a separate API  EXPECT-ALLOW: apple-gpu-prose
    if config_name == "fpa4w":
        # MPS UIntx kernel requires N % 4 == 0 when M > 1  EXPECT-ALLOW: torchao-eager-kernels
        _load_torchao_aten_lib(libname="libtorchao_ops_mps_aten")  # EXPECT-ALLOW: torchao-eager-kernels
    return model


def freqs(self, input_pos):
    # this path avoids that for mps backend  EXPECT-SWEEP: comment-mention
    # (the delegate's static-shape export path: a true leftover.)
    return self.freqs_cos[input_pos]


def run_on_delegate():
    return "runs on MPS backend"  # EXPECT-SWEEP: python-string
