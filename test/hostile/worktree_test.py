#!/usr/bin/env python3
"""A work tree that disagrees with its index.

The work tree has moved on from what git's index records: a tracked file
became a link
out of the tree, a tracked directory a link to an outside one, another file
a FIFO, one is deleted, one edited, one links inside the tree, and one is
new. What the sweep reports must be what the work tree holds, read only
inside the tree and without blocking, and the same, byte for byte, where
the kernel's openat2 is not used (SWEEPER_NO_OPENAT2); a plain walk of the
same tree (--no-git) likewise.

usage: worktree_test.py SWEEPER_BINARY
"""
import json, os, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402

KEPT = "a line with nothing to find\n"
# (path, line, check): every finding the sweep must report, and no other.
EXPECTED = {
    ("CODEOWNERS", 1, "codeowners-dead-pattern"),
    ("CODEOWNERS", 2, "codeowners-entry"),
    ("a/mod.txt", 1, "text-mention"),
    ("a/target.txt", 1, "text-mention"),
    ("inside.txt", 1, "text-mention"),
    ("new.txt", 1, "text-mention"),
}


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def git(repo, *args):
    subprocess.run(["git", "-C", repo, "-c", "user.name=t",
                    "-c", "user.email=t@t", *args], check=True,
                   stdout=subprocess.DEVNULL)


def build(tmp):
    repo, out = os.path.join(tmp, "repo"), os.path.join(tmp, "outside")
    write(os.path.join(out, "secret.txt"), "nova secret outside\n")
    write(os.path.join(out, "dir", "inner.txt"), "nova inner outside\n")
    os.makedirs(repo)
    git(repo, "init", "-q")
    write(os.path.join(repo, ".sweeper.yaml"), "tokens: [nova]\n")
    write(os.path.join(repo, "CODEOWNERS"),
          "/backends/nova/ @team\n/a/ @nova-team\n")
    for rel in ("a/kept.txt", "a/mod.txt", "swap/link.txt",
                "swap/dirlink/inner.txt", "fifo.txt", "inside.txt"):
        write(os.path.join(repo, rel), KEPT)
    write(os.path.join(repo, "a/target.txt"), "nova inside the tree\n")
    write(os.path.join(repo, "gone.txt"), "nova, deleted from the work tree\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "base")
    r = lambda rel: os.path.join(repo, rel)
    os.remove(r("swap/link.txt"))
    os.symlink(os.path.join(out, "secret.txt"), r("swap/link.txt"))
    subprocess.run(["rm", "-rf", r("swap/dirlink")], check=True)
    os.symlink(os.path.join(out, "dir"), r("swap/dirlink"))
    os.remove(r("fifo.txt"))
    os.mkfifo(r("fifo.txt"))
    os.remove(r("gone.txt"))
    os.remove(r("inside.txt"))
    os.symlink("a/target.txt", r("inside.txt"))
    write(r("a/mod.txt"), "nova, edited after the commit\n")
    write(r("new.txt"), "nova in a new file\n")
    return repo


def sweep(repo, env_extra, args=()):
    env = dict(os.environ, **env_extra)
    try:
        return subprocess.run([SWEEPER, "scan", "--no-clang", "--format=json",
                               *args, "."], cwd=repo, env=env,
                              capture_output=True, timeout=60)
    except subprocess.TimeoutExpired:
        return None


def main():
    global SWEEPER
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    SWEEPER = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as tmp:
        repo = build(tmp)
        swept = sweep(repo, {})
        check("worktree/finishes", swept is not None,
              "timed out (a FIFO read?)")
        if swept is None:
            return finish()
        check("worktree/exit-1", swept.returncode == 1,
              f"exit {swept.returncode}: {swept.stderr[-300:]!r}")
        data = json.loads(swept.stdout or b"{}")
        got = {(f["path"], f["line"], f["check"])
               for f in data.get("findings", [])}
        check("worktree/findings", got == EXPECTED,
              f"missing {sorted(EXPECTED - got)}, extra {sorted(got - EXPECTED)}")
        check("worktree/nothing-outside-read",
              b"secret outside" not in swept.stdout
              and b"inner outside" not in swept.stdout,
              "an outside file's text is in the report")
        skipped = {s["path"]: s["reason"] for s in data.get("skipped", [])}
        for rel in ("swap/link.txt", "swap/dirlink/inner.txt"):
            check(f"worktree/skipped/{rel}", "symlink" in skipped.get(rel, ""),
                  f"skipped: {skipped}")
        check("worktree/skipped/fifo.txt",
              skipped.get("fifo.txt") == "unreadable: not a regular file",
              f"skipped: {skipped}")
        fallback = sweep(repo, {"SWEEPER_NO_OPENAT2": "1"})
        check("worktree/same-without-openat2",
              fallback is not None and fallback.stdout == swept.stdout
              and fallback.stderr == swept.stderr,
              "the sweep without openat2 reports otherwise")
        # The same tree walked as a plain directory.
        plain = sweep(repo, {}, ["--no-git"])
        plain_first = sweep(repo, {"SWEEPER_NO_OPENAT2": "1"}, ["--no-git"])
        check("plain/finishes", plain is not None and plain_first is not None,
              "timed out")
        if plain is not None and plain_first is not None:
            got = {(f["path"], f["line"], f["check"])
                   for f in json.loads(plain.stdout or b"{}").get("findings", [])}
            check("plain/findings", got == EXPECTED,
                  f"missing {sorted(EXPECTED - got)}, "
                  f"extra {sorted(got - EXPECTED)}")
            check("plain/same-without-openat2",
                  plain.stdout == plain_first.stdout
                  and plain.stderr == plain_first.stderr,
                  "the plain sweep without openat2 reports otherwise")
    return finish()


if __name__ == "__main__":
    sys.exit(main())
