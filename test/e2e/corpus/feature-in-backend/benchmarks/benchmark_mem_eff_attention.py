import argparse

import torch

import pyattn.ops as xops

OPS = {
    "cutlass": xops.MemoryEfficientAttentionCutlassOp,
    "flash": xops.MemoryEfficientAttentionFlashAttentionOp,
    "tinyk": xops.MemoryEfficientAttentionOp,  # EXPECT-SWEEP: python-string
}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--op", choices=sorted(OPS), default="cutlass")
    parser.add_argument("--tinyk-max-k", type=int, default=32)  # EXPECT-SWEEP: python-flag
    parser.add_argument("--tiny", action="store_true", help="use tiny shapes")  # ORACLE-KEEP: a shape preset
    args = parser.parse_args()
    k = 16 if args.tiny else 128
    q = torch.randn(4, 1024, k, device="cuda", dtype=torch.float16)
    xops.memory_efficient_attention(q, q, q, op=OPS[args.op])


if __name__ == "__main__":
    main()
