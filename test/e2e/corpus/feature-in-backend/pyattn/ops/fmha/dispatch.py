from typing import List, Type

from . import cutlass, flash, tinyk  # EXPECT-SWEEP: python-import
from .common import AttentionBwOpBase, AttentionFwOpBase


def _dispatch_fw(query, key, value) -> Type[AttentionFwOpBase]:
    priority_list_ops: List[Type[AttentionFwOpBase]] = [
        flash.FwOp,
        cutlass.FwOp,
    ]
    return priority_list_ops[0]


def _dispatch_bw(inp) -> Type[AttentionBwOpBase]:
    priority_list_ops: List[Type[AttentionBwOpBase]] = [
        flash.BwOp,
        cutlass.BwOp,
        # Deprecated, kept last  # ORACLE-FLAG: comment for the removed op
        tinyk.BwOp,  # EXPECT-SWEEP: python-reference
    ]
    return priority_list_ops[0]
