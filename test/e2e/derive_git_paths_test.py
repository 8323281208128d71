#!/usr/bin/env python3
"""The lines a removal deleted from the files it kept count whatever the
files are called and however git is configured: a name with a space or
non-ASCII bytes (which `git diff` prints with a TAB after it, or quoted),
and a repository whose config sets `diff.noprefix` or
`diff.mnemonicPrefix` (which change the `--- a/` header). Each removed
function must be derived, and `--removed-between` reads the same.

usage: derive_git_paths_test.py SWEEPER_BINARY
"""
import os, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import git, write  # noqa: E402

# Kept file -> the function the removal deletes from it.
KEPT = {
    "lib/my helpers.py": "zeta_warmup",
    "lib/na\u00efve.py": "zeta_cooldown",
    'lib/say "hi".py': "zeta_greet",
    "lib/plain.py": "zeta_plain",
}


def make_repo(root, config):
    files = {"backends/zeta/zeta_core.py": "def zeta_core():\n    pass\n",
             "backends/zeta/zeta_ops.py": "def zeta_ops():\n    pass\n"}
    for path, fn in KEPT.items():
        files[path] = (f"def kept_{len(path)}():\n    pass\n\n\n"
                       f"def {fn}():\n    return 1\n")
    write(root, files)
    git(root, "init", "-q")
    for key, value in config:
        git(root, "config", key, value)
    git(root, "add", "-A")
    git(root, "commit", "-qm", "base")
    git(root, "rm", "-rq", "backends/zeta")
    for path, fn in KEPT.items():
        with open(os.path.join(root, path)) as f:
            text = f.read()
        with open(os.path.join(root, path), "w") as f:
            f.write(text.split(f"\n\ndef {fn}")[0] + "\n")
    git(root, "commit", "-qam", "remove zeta")


def derive(sweeper, repo, *revs):
    return subprocess.run([sweeper, "derive", *revs, "."], cwd=repo,
                          capture_output=True, text=True, timeout=60)


def main():
    sweeper = os.path.abspath(sys.argv[1])
    configs = {"default": [], "noprefix": [("diff.noprefix", "true")],
               "mnemonic": [("diff.mnemonicPrefix", "true")]}
    with tempfile.TemporaryDirectory() as tmp:
        for name, config in configs.items():
            repo = os.path.join(tmp, name)
            make_repo(repo, config)
            for how, revs in [("since", ["--removed-since", "HEAD~1"]),
                              ("between", ["--removed-between", "HEAD~1",
                                           "HEAD"])]:
                r = derive(sweeper, repo, *revs)
                check(f"{name}-{how}-ok", r.returncode == 0, r.stderr)
                for path, fn in KEPT.items():
                    check(f"{name}-{how}-{path}", f"'{fn}'" in r.stdout,
                          r.stdout)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
