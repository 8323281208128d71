from typing import Any


class AttentionOpBase:
    """Base class of every memory-efficient attention operator.

    See:

    - :attr:`pyattn.ops.fmha.cutlass.FwOp`  # ORACLE-KEEP: a kept op of the same package
    - :attr:`pyattn.ops.fmha.cutlass.BwOp`  # ORACLE-KEEP: a kept op of the same package
    - :attr:`pyattn.ops.fmha.flash.FwOp`  # ORACLE-KEEP: a kept op of the same package
    - :attr:`pyattn.ops.fmha.flash.BwOp`  # ORACLE-KEEP: a kept op of the same package
    - :attr:`pyattn.ops.fmha.tinyk.FwOp`  # EXPECT-SWEEP: python-string
    - :attr:`pyattn.ops.fmha.tinyk.BwOp`  # EXPECT-SWEEP: python-string
    """

    OPERATOR: Any
    NAME: str
    SUPPORTED_MAX_K: float


class AttentionFwOpBase(AttentionOpBase):
    pass


class AttentionBwOpBase(AttentionOpBase):
    pass
