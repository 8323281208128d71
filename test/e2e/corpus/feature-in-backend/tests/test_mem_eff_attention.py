import pytest
import torch

from pyattn.ops import fmha

ALL_FW_OPS = fmha.ALL_FW_OPS
ALL_FW_OPS_NO_TINYK = [op for op in ALL_FW_OPS if op is not fmha.tinyk.FwOp]  # EXPECT-SWEEP: python-reference


@pytest.mark.parametrize("op", ALL_FW_OPS_NO_TINYK, ids=[op.NAME for op in ALL_FW_OPS_NO_TINYK])  # EXPECT-SWEEP: python-reference
def test_forward(op):
    q = torch.randn(2, 128, 64, device="cuda", dtype=torch.float16)
    out = fmha.memory_efficient_attention(q, q, q, op=(op, None))
    assert out.shape == q.shape


def test_tiny_kv_block():  # ORACLE-KEEP: generic words
    q = torch.randn(1, 8, 64, device="cuda", dtype=torch.float16)
    out = fmha.memory_efficient_attention(q, q, q)
    assert out.shape == q.shape
