from .fmha import (
    AttentionBias,
    MemoryEfficientAttentionCutlassOp,
    MemoryEfficientAttentionFlashAttentionOp,
    MemoryEfficientAttentionOp,  # EXPECT-SWEEP: python-reference
    memory_efficient_attention,
)

__all__ = [
    "AttentionBias",
    "MemoryEfficientAttentionCutlassOp",
    "MemoryEfficientAttentionFlashAttentionOp",
    "MemoryEfficientAttentionOp",  # EXPECT-SWEEP: python-string
    "memory_efficient_attention",
]
