#!/usr/bin/env python3
"""A path glob in kept configuration that matched removed files and
matches no kept file is a removed name, with the file it matched; globs
that still match kept files are not. Past its pair budget the check takes
no glob and says so in the derived pack, rather than matching a part.

usage: dead_globs_test.py SWEEPER_BINARY
"""
import os, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import committed_removal, derive  # noqa: E402

SWEEPER = sys.argv[1]
KIND = "glob that matched only removed files"

LABELER = ("protocols:\n  - lib/*sasl*\n"   # matched lib/sasl_gone.c only
           "docs:\n  - docs/**/*.md\n"      # kept docs still match
           "net:\n  - ./lib/net*.c\n")      # a kept file still matches
BEFORE = {
    ".github/labeler.yml": LABELER,
    "lib/sasl_gone.c": "int gone(void) { return 0; }\n",
    "lib/net.c": "int net(void) { return 1; }\n",
    "docs/a/guide.md": "# Guide\n",
}


def small(tmp):
    repo = os.path.join(tmp, "small")
    committed_removal(repo, BEFORE, "lib/sasl_gone.c")
    d = derive(SWEEPER, repo, "--removed-since", "HEAD~1")
    check("derive succeeds", d.returncode == 0, d.stderr)
    out = d.stdout
    check("the dead glob is derived with the file it matched",
          "lib/*sasl*" in out and "lib/sasl_gone.c" in out, out)
    check("globs that match kept files are not",
          "docs/**/*.md" not in out and "lib/net*.c" not in out, out)
    check("its kind is named", KIND in out, out)


def over_budget(tmp):
    repo = os.path.join(tmp, "big")
    files = {".github/labeler.yml": "all:\n" + "".join(
        f"  - lib/gone/f{i:05}*\n" for i in range(10_001)) +
        "  - lib/*sasl*\n"}
    files.update({f"lib/gone/f{i:05}.c": "int x;\n" for i in range(2_000)})
    files["lib/sasl_gone.c"] = "int gone(void) { return 0; }\n"
    files["lib/keep.c"] = "int keep;\n"
    committed_removal(repo, files, "lib/gone")
    d = derive(SWEEPER, repo, "--removed-since", "HEAD~1")
    check("derive past the budget succeeds", d.returncode == 0, d.stderr)
    check("past the budget no glob is taken", KIND not in d.stdout,
          d.stdout[-2000:])
    check("and the pack says so",
          "# Not taken: 10002 path globs in configuration against 2000 "
          "removed files" in d.stdout, d.stdout[-2000:])


with tempfile.TemporaryDirectory() as tmp:
    small(tmp)
    over_budget(tmp)
sys.exit(finish())
