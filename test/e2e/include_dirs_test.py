#!/usr/bin/env python3
"""A quoted include that no longer resolves next to its file still names a
kept header when one of the compilation database's include directories
holds it (the preprocessor looks there next): no relative-path-reference.
One found nowhere stays a finding, and a directory outside the tree is
never looked in. Without a database (--no-clang reads none) only the
file's own directory counts.

usage: include_dirs_test.py SWEEPER_BINARY
"""
import json, os, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import scan_json, write  # noqa: E402

CHECK = "relative-path-reference"


def tree(root, outside):
    write(root, {
        ".sweeper.yaml": "backend: nebula\ntokens: [nebula]\n"
                         "removed_paths: [src/accel/]\n",
        # The later accel/queue.h lives in include/, which -I names.
        "include/accel/queue.h": "int queue(void);\n",
        "src/main.c": '#include "accel/queue.h"\nint main(void) { return 0; }\n',
        "src/other.c": '#include "accel/ring.h"\nint other(void) { return 0; }\n',
        "src/far.c": '#include "accel/far.h"\nint far(void) { return 0; }\n',
    })
    # Only outside the tree is there an accel/far.h: never read.
    write(outside, {"accel/far.h": "int far(void);\n"})
    db = [{"directory": root, "file": f"src/{n}.c",
           "arguments": ["cc", "-Iinclude", f"-I{outside}", "-c",
                         f"src/{n}.c"]} for n in ("main", "other", "far")]
    write(root, {"compile_commands.json": json.dumps(db)})


def found(out):
    """(path below the tree, line) of each relative-path-reference."""
    return {(f["path"].split("/repo/")[-1], f["line"])
            for f in out.get("findings", []) if f["check"] == CHECK}


def main():
    with tempfile.TemporaryDirectory() as tmp:
        root, outside = os.path.join(tmp, "repo"), os.path.join(tmp, "out")
        tree(root, outside)
        r, out = scan_json(SWEEPER, root, "-p", ".")
        check("exit-1", r.returncode == 1, r.stderr)
        got = found(out)
        check("kept-header-on-include-path", ("src/main.c", 1) not in got,
              got)
        check("header-found-nowhere", ("src/other.c", 1) in got, got)
        check("outside-dir-not-looked-in", ("src/far.c", 1) in got, got)
        r, out = scan_json(SWEEPER, root, "--no-clang")
        check("no-database-own-directory-only",
              ("src/main.c", 1) in found(out), found(out))
    return finish()


if __name__ == "__main__":
    SWEEPER = os.path.abspath(sys.argv[1])
    sys.exit(main())
