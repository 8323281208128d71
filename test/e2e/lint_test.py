#!/usr/bin/env python3
"""Lint mode end to end: a baseline turns a tree with known leftovers green,
survives moved and re-indented lines, and a re-added flag turns it red;
--fail-on sets which severity fails; a broken baseline is exit 2.

usage: lint_test.py SWEEPER_BINARY
"""
import os, subprocess, sys, tempfile

FAILS = []


def check(name, ok, detail=""):
    print(("PASS " if ok else "FAIL ") + name + ("" if ok else ": " + detail))
    if not ok:
        FAILS.append(name)


def new_since(sweeper):
    """--new-since reports exactly the lines added since the revision, in
    committed, uncommitted and untracked files, and from a subdirectory."""
    with tempfile.TemporaryDirectory() as repo:
        def write(name, text):
            os.makedirs(os.path.dirname(os.path.join(repo, name)) or repo,
                        exist_ok=True)
            with open(os.path.join(repo, name), "w") as f:
                f.write(text)

        def git(*args):
            subprocess.run(["git", "-C", repo, "-c", "user.name=t", "-c",
                            "user.email=t@t", *args], check=True,
                           capture_output=True)

        write(".sweeper.yaml", "tokens: [nova]\n")
        write("sub/CMakeLists.txt", "option(PROJ_NOVA \"o\" OFF)\nproject(x)\n")
        git("init", "-q")
        git("add", "-A")
        git("commit", "-qm", "base")
        write("sub/CMakeLists.txt",
              "option(PROJ_NOVA \"o\" OFF)\nproject(x)\nset(F -DPROJ_NOVA=ON)\n")
        write("sub/new.sh", "cmake -DPROJ_NOVA=ON\n")
        r = subprocess.run([sweeper, "scan", "--rules",
                            os.path.join(repo, ".sweeper.yaml"),
                            "--new-since", "HEAD", os.path.join(repo, "sub")],
                           capture_output=True, text=True)
        out = r.stdout
        check("new-since-added-line", "CMakeLists.txt:3:" in out, out)
        check("new-since-untracked-file", "new.sh:1:" in out, out)
        check("new-since-old-line-quiet", "CMakeLists.txt:1:" not in out, out)
        # No --rules: the pack is found upwards from the subdirectory.
        r = subprocess.run([sweeper, "scan", os.path.join(repo, "sub")],
                           capture_output=True, text=True)
        check("pack-found-upwards", r.returncode == 1 and
              "CMakeLists.txt:1:" in r.stdout, r.stderr)
        r = subprocess.run([sweeper, "scan", "--new-since", "--output=x",
                            repo], capture_output=True, text=True)
        check("new-since-bad-revision-exit-2", r.returncode == 2, r.stderr)


def pack_stops_at_repository(sweeper):
    """A .sweeper.yaml above the repository's top level is not the tree's."""
    with tempfile.TemporaryDirectory() as outer:
        with open(os.path.join(outer, ".sweeper.yaml"), "w") as f:
            f.write("tokens: [nova]\n")
        repo = os.path.join(outer, "repo")
        os.makedirs(os.path.join(repo, "sub"))
        subprocess.run(["git", "init", "-q", repo], check=True)
        with open(os.path.join(repo, "sub", "a.cmake"), "w") as f:
            f.write("set(PROJ_NOVA 1)\n")
        r = subprocess.run([sweeper, "scan", os.path.join(repo, "sub")],
                           capture_output=True, text=True)
        check("pack-search-stops-at-repository", r.returncode == 2 and
              "no rule pack" in r.stderr, r.stderr)


def main():
    sweeper = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as tree:
        def write(name, text):
            with open(os.path.join(tree, name), "w") as f:
                f.write(text)

        def scan(*args):
            return subprocess.run([sweeper, "scan", "--no-git", *args, tree],
                                  capture_output=True, text=True)

        write(".sweeper.yaml", "tokens: [nova]\n")
        write("CMakeLists.txt", "project(x C)\noption(PROJ_NOVA \"o\" OFF)\n")
        write("build.sh", "cmake -S . -B out\n")
        r = scan()
        check("findings-fail", r.returncode == 1, r.stderr)
        check("fail-on-none", scan("--fail-on=none").returncode == 0)
        check("fail-on-error", scan("--fail-on=error").returncode == 0)
        base = os.path.join(tree, "baseline.json")
        r = scan("--write-baseline", base)
        check("write-baseline", os.path.exists(base), r.stderr)
        r = scan("--baseline", base)
        check("baseline-green", r.returncode == 0, r.stderr)
        check("baseline-counted", "1 accepted by the baseline" in r.stderr,
              r.stderr)
        # Moved down and re-indented: still the same leftover.
        write("CMakeLists.txt",
              "# a header\n\nproject(x C)\n  option(PROJ_NOVA  \"o\" OFF)\n")
        r = scan("--baseline", base)
        check("survives-moves", r.returncode == 0, r.stdout)
        # A re-added flag is new: the gate fails on it alone.
        write("build.sh", "cmake -S . -B out -DPROJ_NOVA=ON\n")
        r = scan("--baseline", base)
        check("re-added-flag-fails", r.returncode == 1 and
              "build.sh:1" in r.stdout and "CMakeLists" not in r.stdout,
              r.stdout)
        write(base[:-5] + "-bad.json", "{\"version\": 2}")
        r = scan("--baseline", base[:-5] + "-bad.json")
        check("bad-baseline-exit-2", r.returncode == 2 and
              "not a sweeper baseline" in r.stderr, r.stderr)
        new_since(sweeper)
        pack_stops_at_repository(sweeper)
    print(f"{len(FAILS)} failed")
    return 1 if FAILS else 0


if __name__ == "__main__":
    sys.exit(main())
