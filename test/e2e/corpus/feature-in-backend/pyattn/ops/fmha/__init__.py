from typing import List, Type

import torch

from . import attn_bias
from . import cutlass, flash
from . import tinyk
from .attn_bias import AttentionBias
from .common import AttentionBwOpBase, AttentionFwOpBase
from .dispatch import _dispatch_bw, _dispatch_fw

MemoryEfficientAttentionCutlassOp = (cutlass.FwOp, cutlass.BwOp)
MemoryEfficientAttentionFlashAttentionOp = (flash.FwOp, flash.BwOp)
MemoryEfficientAttentionOp = (tinyk.FwOp, tinyk.BwOp)


def memory_efficient_attention(query, key, value, attn_bias=None, p=0.0, op=None):
    """Computes softmax(q @ k.T) @ v without materialising the attention matrix.

    Works for tiny head dimensions too: the cutlass kernel pads them.
    """
    fw = op[0] if op is not None else _dispatch_fw(query, key, value)
    return fw.apply(query, key, value, attn_bias, p)


ALL_FW_OPS: List[Type[AttentionFwOpBase]] = [
    cutlass.FwOp,
    flash.FwOp,
]

ALL_BW_OPS: List[Type[AttentionBwOpBase]] = [
    cutlass.BwOp,
    flash.BwOp,
]
