#!/usr/bin/env python3
"""A path glob in kept configuration that matched removed files and
matches no kept file is a removed name, with the file it matched; globs
that still match kept files are not. In `.gitattributes` an extension's
glob (`*.mkb`) matches at any depth, as git reads it. Past its budget the derivation fails
(exit 2) and says why, rather than leaving globs out.

usage: dead_globs_test.py SWEEPER_BINARY
"""
import os, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import committed_removal, derive, scan_json  # noqa: E402

SWEEPER = sys.argv[1]
KIND = "glob that matched only removed files"

LABELER = ("protocols:\n  - lib/*sasl*\n"   # matched lib/sasl_gone.c only
           "ci:\n  - .github/old/*.yml\n"      # a dotted top directory
           "docs:\n  - docs/**/*.md\n"      # kept docs still match
           "net:\n  - ./lib/net*.c\n")      # a kept file still matches
BEFORE = {
    ".github/labeler.yml": LABELER,
    "lib/sasl_gone.c": "int gone(void) { return 0; }\n",
    "lib/net.c": "int net(void) { return 1; }\n",
    "docs/a/guide.md": "# Guide\n",
    ".gitattributes": "*.c text\n*.mkb text\n",
    "examples/old/app.mkb": "files { app.c }\n",
    ".github/old/nightly.yml": "on: push\n",
}


def small(tmp):
    repo = os.path.join(tmp, "small")
    committed_removal(repo, BEFORE, "lib/sasl_gone.c", "examples/old",
                      ".github/old")
    d = derive(SWEEPER, repo, "--removed-since", "HEAD~1")
    check("derive succeeds", d.returncode == 0, d.stderr)
    out = d.stdout
    check("the dead glob is derived with the file it matched",
          "lib/*sasl*" in out and "lib/sasl_gone.c" in out, out)
    check("globs that match kept files are not",
          "docs/**/*.md" not in out and "lib/net*.c" not in out, out)
    check("its kind is named", KIND in out, out)
    check("a glob under a dotted directory is rooted there",
          "'.github/old/*.yml'" in out, out)
    check("an extension's glob in .gitattributes is matched at any depth",
          "'*.mkb'" in out and "examples/old/app.mkb" in out, out)
    check("one kept files still have is not", "'*.c'" not in out, out)
    r, rep = scan_json(SWEEPER, repo, "--removed-since", "HEAD~1")
    found = {(f["path"], f["line"], f["column"]) for f in rep["findings"]}
    check("the dead extension glob is a finding",
          (".gitattributes", 2, 1) in found and
          (".gitattributes", 1, 1) not in found, str(found))


def large_removal_elsewhere(tmp):
    """A glob meets only the paths under its literal first directory: a
    removal of 20,000 files elsewhere costs the docs' globs nothing."""
    repo = os.path.join(tmp, "elsewhere")
    files = {".github/labeler.yml": "docs:\n" + "".join(
        f"  - docs/area{i}/**/*.md\n" for i in range(3_000))}
    files.update({f"backends/big/d{i % 50}/generated_{i}.c": "int x;\n"
                  for i in range(20_000)})
    files["docs/area0/a.md"] = "# A\n"
    committed_removal(repo, files, "backends/big")
    d = derive(SWEEPER, repo, "--removed-since", "HEAD~1")
    check("a large removal outside the globs' directories is derived",
          d.returncode == 0, (d.returncode, d.stderr[-300:]))


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
    # A budget that runs out fails the run: no glob is silently left out.
    check("derive past the budget fails with exit 2", d.returncode == 2,
          (d.returncode, d.stderr[-500:]))
    check("and says why",
          "10002 path globs in configuration files" in d.stderr and
          "too much to match against 2000 removed files" in d.stderr,
          d.stderr[-500:])
    r, _ = scan_json(SWEEPER, repo, "--removed-since", "HEAD~1")
    check("a sweep deriving it fails too", r.returncode == 2, r.returncode)

with tempfile.TemporaryDirectory() as tmp:
    small(tmp)
    over_budget(tmp)
    large_removal_elsewhere(tmp)
sys.exit(finish())
