#!/usr/bin/env python3
"""The command line at its edges, as CI jobs and hooks meet them: a change
that removed nothing is a clean run, not an error; a baseline used by a
hook that passes one file calls no other entry stale; writing a baseline
passes; the --new-since gate reports no configuration notes.

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


def pack_tree(tmp, name):
    """Two files with a leftover each, an allow entry that matches nothing,
    committed."""
    repo = os.path.join(tmp, name)
    write(repo, ".sweeper.yaml", "tokens: [nova]\nallow:\n"
          "  - id: never-used\n    reason: r\n    regex: 'zzz'\n")
    write(repo, "a.c", "int nova_a;\n")
    write(repo, "b.c", "int nova_b;\n")
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "base")
    return repo


def baseline_in_hooks(sweeper, tmp):
    repo = pack_tree(tmp, "hook")
    base = os.path.join(tmp, "hook-baseline.json")
    r = run(sweeper, "scan", "--no-clang", "--write-baseline", base, ".",
            cwd=repo)
    check("baseline/write-exit-0", r.returncode == 0, r.stdout + r.stderr)
    # As pre-commit runs the hook: only the staged file is passed.
    r = run(sweeper, "scan", "--no-clang", "--baseline", base, "--", "a.c",
            cwd=repo)
    check("baseline/one-file-exit-0", r.returncode == 0, r.stdout + r.stderr)
    check("baseline/one-file-no-stale", "stale-baseline" not in r.stdout,
          r.stdout)
    write(repo, "b.c", "int b;\n")  # b's leftover fixed: a whole sweep says
    r = run(sweeper, "scan", "--no-clang", "--baseline", base, ".", cwd=repo)
    check("baseline/whole-tree-stale", "stale-baseline" in r.stdout,
          r.stdout)
    r = run(sweeper, "scan", "--no-clang", "--baseline",
            os.path.join(tmp, "missing.json"), ".", cwd=repo)
    check("baseline/missing-says-error", r.returncode == 2 and
          r.stderr.startswith("sweeper: error:"), r.stderr)


def gate_without_notes(sweeper, tmp):
    repo = pack_tree(tmp, "gate")
    write(repo, "c.c", "int nova_c;\n")
    r = run(sweeper, "scan", "--no-clang", "--new-since", "HEAD", ".",
            cwd=repo)
    check("new-since/changed-line-only", "c.c:1:" in r.stdout and
          "a.c" not in r.stdout, r.stdout)
    check("new-since/no-stale-allow", "stale-allow" not in r.stdout,
          r.stdout)


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    sweeper = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as tmp:
        removed_nothing(sweeper, tmp)
        baseline_in_hooks(sweeper, tmp)
        gate_without_notes(sweeper, tmp)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
