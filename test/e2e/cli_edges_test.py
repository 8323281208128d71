#!/usr/bin/env python3
"""The command line at its edges, as CI jobs and hooks meet them: a change
that removed nothing is a clean run, not an error.

usage: cli_edges_test.py SWEEPER_BINARY
"""
import os, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402


def write(root, name, text):
    path = os.path.join(root, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def git(repo, *args):
    subprocess.run(["git", "-C", repo, "-c", "user.name=t", "-c",
                    "user.email=t@t", *args], check=True, capture_output=True)


def run(sweeper, *args, cwd):
    return subprocess.run([sweeper, *args], cwd=cwd, capture_output=True,
                          text=True, timeout=60)


def removed_nothing(sweeper, tmp):
    """--removed-since on a commit that deleted nothing exits 0 and says
    why; a tree pack still applies."""
    repo = os.path.join(tmp, "nothing")
    write(repo, "a.c", "int a;\n")
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "base")
    write(repo, "b.c", "int b;\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "adds only")
    r = run(sweeper, "scan", "--no-clang", "--removed-since", "HEAD~1", ".",
            cwd=repo)
    check("removed-nothing/exit-0", r.returncode == 0, r.stderr)
    check("removed-nothing/says-so", "removed nothing" in r.stderr, r.stderr)
    r = run(sweeper, "scan", "--no-clang", "--quiet", "--removed-since",
            "HEAD", ".", cwd=repo)
    check("removed-nothing/head-exit-0", r.returncode == 0, r.stderr)
    write(repo, ".sweeper.yaml", "tokens: [nova]\n")
    write(repo, "c.c", "int nova_x;\n")
    r = run(sweeper, "scan", "--no-clang", "--removed-since", "HEAD", ".",
            cwd=repo)
    check("removed-nothing/tree-pack-applies", r.returncode == 1 and
          "c.c:1:" in r.stdout, r.stdout + r.stderr)


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    sweeper = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as tmp:
        removed_nothing(sweeper, tmp)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
