#!/usr/bin/env python3
"""A removed loose file's bare name is a removed path only when it is
distinctive: a name many kept files spell (`tokenizer.json`, an artifact
every loader names) is not the removal's, while a rare one is.

usage: derive_names_test.py SWEEPER_BINARY
"""
import os, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import git, write  # noqa: E402


def main():
    sweeper = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as tmp:
        repo = os.path.join(tmp, "repo")
        files = {
            "models/demo/tokenizer.json": "{}\n",
            "models/demo/orbital_weights.json": "{}\n",
            "models/demo/README.md": "# Demo\n",  # kept: the files are loose
            "README.md": "# Project\n",
        }
        for i in range(3):
            files[f"loaders/l{i}.py"] = f'PATH = "tokenizer.json"  # {i}\n'
        files["tools/one.py"] = 'W = "orbital_weights.json"\n'
        write(repo, files)
        git(repo, "init", "-q")
        git(repo, "add", "-A")
        git(repo, "commit", "-qm", "base")
        git(repo, "rm", "-q", "models/demo/tokenizer.json",
            "models/demo/orbital_weights.json")
        git(repo, "commit", "-qm", "remove the demo model")
        r = subprocess.run([sweeper, "derive", "--removed-since", "HEAD~1",
                            "."], cwd=repo, capture_output=True, text=True,
                           timeout=60)
        check("derive-ok", r.returncode == 0, r.stderr)
        names = [ln for ln in r.stdout.splitlines()
                 if "a removed file's name" in ln]
        check("rare-name-kept", any("'orbital_weights.json'" in ln
                                    for ln in names), r.stdout)
        check("artifact-name-dropped", not any("'tokenizer.json'" in ln
                                               for ln in names), r.stdout)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
