import torch

from .common import AttentionBwOpBase, AttentionFwOpBase


class FwOp(AttentionFwOpBase):
    """Forward op for head dims up to 32 (float32 only)."""

    OPERATOR = torch.ops.pyattn.efficient_attention_forward_tinyk
    NAME = "tinykF"
    SUPPORTED_MAX_K = 32


class BwOp(AttentionBwOpBase):
    OPERATOR = torch.ops.pyattn.efficient_attention_backward_tinyk
    NAME = "tinykB"
    SUPPORTED_MAX_K = 32
