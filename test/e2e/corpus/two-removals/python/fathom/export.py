"""Export a model for one of Fathom's backends."""
import argparse

from backends.cpu.scripts.pack_weights import pack  # ORACLE-KEEP
from backends.quill import QuillPartitioner  # EXPECT-SWEEP: python-import
from backends.tern.scripts.gen_tables import emit_lut_header  # EXPECT-SWEEP: python-import


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--backend", choices=["cpu", "tern", "quill"], default="cpu")  # EXPECT-SWEEP: python-string
    p.add_argument("--scripts-dir", default="scripts", help="where the helper scripts live")  # ORACLE-KEEP
    args = p.parse_args()
    if args.backend == "quill":  # EXPECT-SWEEP: python-string
        parts = QuillPartitioner().partition(None)  # EXPECT-SWEEP: python-reference
    else:
        parts = [pack([0])]
    if args.backend == "tern":
        emit_lut_header("build/tern_tables.h")  # EXPECT-SWEEP: python-reference
    return parts


if __name__ == "__main__":
    main()
