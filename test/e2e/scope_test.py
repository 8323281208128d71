#!/usr/bin/env python3
"""Report scope and context end to end: explicit files are what is
reported, the repository around them what whole-tree checks see; the
.sweeper.yaml is found upwards for every path; paths are shown relative
to the repository's top level; structural defects with no link to the
removal need --all-structure; `-` with --stdin-filename sweeps a buffer.

usage: scope_test.py SWEEPER_BINARY
"""
import os, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402





FILES = {
    ".sweeper.yaml": "tokens: [nova]\nremoved_paths: [backends/nova/]\n"
                     "allow:\n  - id: never-used\n    reason: r\n"
                     "    regex: 'zzz_nothing'\n",
    # One pattern for the removed directory, one dead for years.
    "CODEOWNERS": "/backends/xnn/ @a\n/gone/ @b\n/backends/nova/ @c\n",
    "backends/xnn/a.c": "int x;\n",
    "sub/CMakeLists.txt": 'option(PROJ_NOVA "o" OFF)\n',
    "docs/a.md": "see backends/nova/README.md\n",
    # A table that never rendered: no link to the removal.
    "docs/t.md": "| a | b |\n|---|---|\n| 1 |\n",
    "other/.sweeper.yaml": "tokens: [zeta]\n",
    "other/x.sh": "zeta\n",
}


def make_repo(repo):
    for name, text in FILES.items():
        path = os.path.join(repo, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
    git = ["git", "-C", repo, "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run(git + ["init", "-q"], check=True)
    subprocess.run(git + ["add", "-A"], check=True)
    subprocess.run(git + ["commit", "-qm", "base"], check=True)


def sweep(sweeper, *args, cwd, stdin="", quiet=True):
    return subprocess.run([sweeper, "scan", *(["--quiet"] if quiet else []),
                           "--color=never", *args], cwd=cwd, input=stdin,
                          capture_output=True, text=True)


def places(out):
    """path:line:check of each diagnostic line."""
    got = set()
    for ln in out.splitlines():
        parts = ln.split(":")
        if len(parts) > 4 and "warning" in parts[3] and ln.endswith("]"):
            got.add(f"{parts[0]}:{parts[1]}:{ln.rsplit('[', 1)[1][:-1]}")
    return got


def explicit_files(sweeper, repo):
    r = sweep(sweeper, "CODEOWNERS", "sub/CMakeLists.txt", "docs/a.md",
              cwd=repo)
    want = {"CODEOWNERS:3:codeowners-dead-pattern",
            "sub/CMakeLists.txt:1:cmake-option",
            "docs/a.md:1:path-reference"}
    check("three-files-exactly-their-findings",
          places(r.stdout) == want and r.returncode == 1,
          f"{sorted(places(r.stdout))} {r.stderr}")
    # Absolute paths from elsewhere: the same files, the same names.
    r = sweep(sweeper, os.path.join(repo, "CODEOWNERS"),
              os.path.join(repo, "docs", "a.md"), cwd="/")
    check("absolute-files-shown-repo-relative",
          places(r.stdout) == {"CODEOWNERS:3:codeowners-dead-pattern",
                               "docs/a.md:1:path-reference"},
          f"{sorted(places(r.stdout))} {r.stderr}")


def subdirectory(sweeper, repo):
    r = sweep(sweeper, ".", cwd=os.path.join(repo, "sub"))
    check("subdir-pack-found-upwards-repo-paths",
          places(r.stdout) == {"sub/CMakeLists.txt:1:cmake-option"},
          f"{sorted(places(r.stdout))} {r.stderr}")


def structure_scope(sweeper, repo):
    r = sweep(sweeper, ".", "--exclude", "other", cwd=repo)
    got = places(r.stdout)
    check("default-no-unlinked-structure",
          "CODEOWNERS:2:codeowners-dead-pattern" not in got
          and "docs/t.md:3:docs-table-cells" not in got
          and "CODEOWNERS:3:codeowners-dead-pattern" in got, str(sorted(got)))
    r = sweep(sweeper, ".", "--exclude", "other", "--all-structure", cwd=repo)
    got = places(r.stdout)
    check("all-structure-reports-older-defects",
          {"CODEOWNERS:2:codeowners-dead-pattern",
           "docs/t.md:3:docs-table-cells"} <= got, str(sorted(got)))


def stdin(sweeper, repo):
    r = sweep(sweeper, "--stdin-filename", "sub/new.cmake", "-", cwd=repo,
              stdin="set(X -DPROJ_NOVA=ON)\n")
    check("stdin-unsaved-file-swept",
          places(r.stdout) == {"sub/new.cmake:1:define-flag"}
          and r.returncode == 1, r.stdout + r.stderr)
    r = sweep(sweeper, "--stdin-filename", "sub/CMakeLists.txt", "-",
              cwd=repo, stdin="project(x)\n")
    check("stdin-text-replaces-the-file", r.returncode == 0 and
          r.stdout == "", r.stdout + r.stderr)
    r = sweep(sweeper, "-", cwd=repo, stdin="x\n")
    check("stdin-needs-a-filename-exit-2", r.returncode == 2, r.stderr)


def tombstone(sweeper, repo):
    """A file brought back under a removed path fails the gate, even with
    --new-since: the pack doubles as a tombstone."""
    path = os.path.join(repo, "backends", "nova", "revived.c")
    os.makedirs(os.path.dirname(path))
    with open(path, "w") as f:
        f.write("int revived;\n")
    try:
        r = sweep(sweeper, "--new-since", "HEAD", ".", "--exclude", "other",
                  cwd=repo)
        check("tombstone-new-file-in-removed-path",
              places(r.stdout) == {"backends/nova/revived.c:1:orphan-file"}
              and r.returncode == 1, r.stdout + r.stderr)
    finally:
        os.remove(path)
        os.rmdir(os.path.dirname(path))


def stale_allows(sweeper, repo):
    """A whole-tree sweep calls an entry that matched nothing stale, named
    as the tree's files are, on stderr: a note on the rule pack, not a
    finding in the report. A sweep of a few files cannot judge it."""
    r = sweep(sweeper, ".", "--exclude", "other", cwd=repo, quiet=False)
    check("stale-allow-repo-relative-on-stderr",
          ".sweeper.yaml:4:5: note: allow entry 'never-used'" in r.stderr,
          r.stderr)
    check("stale-allow-not-in-report", "never-used" not in r.stdout,
          r.stdout)
    r = sweep(sweeper, "CODEOWNERS", cwd=repo, quiet=False)
    check("no-stale-allow-on-explicit-files",
          "stale-allow" not in r.stdout + r.stderr, r.stdout + r.stderr)


def own_files(sweeper, repo):
    """A baseline kept in the tree (as the README suggests) quotes every
    finding; it is no leftover itself."""
    base = os.path.join(repo, ".sweeper-baseline.json")
    sweep(sweeper, "--write-baseline", base, ".", "--exclude", "other",
          cwd=repo)
    r = sweep(sweeper, "--baseline", base, ".", "--exclude", "other",
              cwd=repo)
    os.remove(base)
    check("baseline-in-tree-not-swept", r.returncode == 0 and
          ".sweeper-baseline.json" not in r.stdout, r.stdout + r.stderr)


def links_out(sweeper, repo):
    """An explicit PATH that links out of the tree (a hook passes the PR's
    paths) is listed as skipped, never read: its text must not appear."""
    with tempfile.TemporaryDirectory() as outside:
        secret = os.path.join(outside, "secret.txt")
        with open(secret, "w") as f:
            f.write("nova OUTSIDE_SECRET\n")
        os.makedirs(os.path.join(outside, "d"))
        with open(os.path.join(outside, "d", "f.txt"), "w") as f:
            f.write("nova OUTSIDE_SECRET\n")
        made = [os.path.join(repo, n) for n in ("link.txt", "dirlink")]
        os.symlink(secret, made[0])
        os.symlink(os.path.join(outside, "d"), made[1])
        try:
            for args in (["link.txt"], ["dirlink/f.txt"]):
                r = sweep(sweeper, *args, cwd=repo, quiet=False)
                both = r.stdout + r.stderr
                check("explicit-link-out-not-read-" + args[0],
                      "OUTSIDE_SECRET" not in both and
                      "symlink to outside the sweep" in r.stderr, both)
            r = sweep(sweeper, "--rules", ".sweeper.yaml", "dirlink", cwd=repo)
            check("directory-link-out-of-repo-exit-2", r.returncode == 2 and
                  "OUTSIDE_SECRET" not in r.stdout + r.stderr, r.stderr)
        finally:
            for m in made:
                os.remove(m)


def refusals(sweeper, repo):
    r = sweep(sweeper, "--root", os.path.join(repo, "sub"), "docs", cwd=repo)
    check("path-outside-root-exit-2", r.returncode == 2 and
          "outside the root" in r.stderr, r.stderr)
    r = sweep(sweeper, "sub", "other", cwd=repo)
    check("two-packs-exit-2", r.returncode == 2 and
          "is governed by" in r.stderr, r.stderr)
    r = sweep(sweeper, "no-such-file", cwd=repo)
    check("missing-path-exit-2", r.returncode == 2 and
          "no such file or directory" in r.stderr, r.stderr)


def main():
    sweeper = sys.argv[1]
    with tempfile.TemporaryDirectory() as repo:
        repo = os.path.realpath(repo)
        make_repo(repo)
        for test in (explicit_files, subdirectory, structure_scope, stdin,
                     tombstone, stale_allows, own_files, links_out,
                     refusals):
            test(sweeper, repo)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
