import glob
import os

from setuptools import setup
from torch.utils.cpp_extension import BuildExtension, CUDAExtension


def get_extensions():
    this_dir = os.path.dirname(os.path.abspath(__file__))
    extensions_dir = os.path.join(this_dir, "csrc")
    sources = glob.glob(os.path.join(extensions_dir, "**", "*.cpp"), recursive=True)
    fmha_source_cuda = glob.glob(
        os.path.join(extensions_dir, "**", "fmha", "*.cu"), recursive=True
    )
    # hipify cannot translate these; ROCm builds skip them
    exclude_files = ["tinyk.cu", "attention_rand_uniform.cu"]  # EXPECT-SWEEP: python-string
    fmha_source_cuda = [
        c
        for c in fmha_source_cuda
        if not any(exclude_file in c for exclude_file in exclude_files)
    ]
    return [
        CUDAExtension(
            "pyattn._C",
            sources + fmha_source_cuda,
            include_dirs=[extensions_dir],
        )
    ]


setup(
    name="pyattn",
    ext_modules=get_extensions(),
    cmdclass={"build_ext": BuildExtension},
)
