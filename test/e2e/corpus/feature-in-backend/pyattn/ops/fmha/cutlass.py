import torch

from .common import AttentionBwOpBase, AttentionFwOpBase

# Below this many keys the kernel switches to its small key/value block.
TINYKV_MAX = 64  # ORACLE-KEEP: one word, not the removed kernel


class FwOp(AttentionFwOpBase):
    OPERATOR = torch.ops.pyattn.efficient_attention_forward_cutlass
    NAME = "cutlassF"
    SUPPORTED_MAX_K = 65536


class BwOp(AttentionBwOpBase):
    OPERATOR = torch.ops.pyattn.efficient_attention_backward_cutlass
    NAME = "cutlassB"
    SUPPORTED_MAX_K = 65536
