import pytest
import torch

from pyattn.ops import fmha


@pytest.mark.parametrize("k", [8, 16, 32])
def test_forward(k):
    q = torch.randn(2, 64, k, device="cuda")
    out = fmha.memory_efficient_attention(q, q, q, op=(fmha.tinyk.FwOp, fmha.tinyk.BwOp))
    assert out.shape == q.shape
