import argparse

import torch
from executorch.backends.apple.mps.partition import MPSPartitioner  # EXPECT-SWEEP: python-import
from executorch.backends.xnnpack.partition import XnnpackPartitioner


def get_mps_partitioner(use_kv_cache: bool = False):  # EXPECT-SWEEP: python-definition  EXPECT-BLOCK: +2
    # Build the MPS partitioner.  EXPECT-SWEEP: comment-mention
    return MPSPartitioner(compile_specs=[])  # EXPECT-SWEEP: python-reference


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser()
    parser.add_argument("--xnnpack", action="store_true")
    parser.add_argument("--mps", action="store_true")  # EXPECT-SWEEP: python-flag
    parser.add_argument("--device", default="cpu")
    return parser


def pick_device() -> str:
    # PyTorch's own device name for Apple GPUs is not the removed delegate.
    return "mps" if torch.backends.mps.is_available() else "cpu"  # EXPECT-ALLOW: pytorch-device


def describe(config) -> str:
    if config.backend.mps.enabled:  # EXPECT-SWEEP: python-reference
        return "delegated to MPS"  # EXPECT-SWEEP: python-string
    eager = run_on("mps")  # sweeper: allow(pytorch-device) eager PyTorch on the Apple GPU  EXPECT-ALLOW: pytorch-device
    # Prose may quote a directive, "# sweeper: allow(pytorch-device) why", without it acting.
    return "timestamps and dumps are words, not backends"
