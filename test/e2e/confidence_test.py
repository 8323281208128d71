#!/usr/bin/env python3
"""Confidence travels with a finding: a removed Python name without a
token is matched on its spelling alone, so its hits are low-confidence
notes (with why), never fixed, and do not fail the run; `derive` lists
such names under tentative_symbols, and the pack loads back the same.

usage: confidence_test.py SWEEPER_BINARY
"""
import json, os, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import git, write  # noqa: E402


def sweep(sweeper, repo, *args, path="."):
    r = subprocess.run([sweeper, "scan", "--no-clang", "--format=json", *args,
                        path], cwd=repo, capture_output=True, text=True,
                       timeout=60)
    return r.returncode, json.loads(r.stdout), r.stderr


def removal(tmp):
    """The nova accelerator's Python package goes; a kept script still
    calls one of its helpers, whose name carries no token."""
    repo = os.path.join(tmp, "repo")
    write(repo, {
        "accel/nova/__init__.py": "from .lower import lower_graph_fast\n",
        "accel/nova/lower.py": "def lower_graph_fast(g):\n    return g\n\n\n"
                               "def nova_partition(g):\n    return g\n",
        "accel/nova/util.py": "import nova_runtime\n",
        "tools/export.py": "def main(g):\n    return g\n",
        "README.md": "# Project\n",
    })
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "base")
    git(repo, "rm", "-rq", "accel/nova")
    write(repo, {"tools/export.py": "def main(g):\n"
                                    "    return lower_graph_fast(g)\n",
                 # A tentative name beside a removed one: the branch may
                 # still run, so it is no removable block.
                 "tools/live.py": "import os\n"
                                  "if lower_graph_fast or NOVA_ENABLED:\n"
                                  "    os.system('true')\n"})
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "remove nova")
    return repo


def main():
    sweeper = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as tmp:
        repo = removal(tmp)
        rc, out, err = sweep(sweeper, repo, "--removed-since", "HEAD~1")
        hits = [f for f in out["findings"] if f["path"] == "tools/export.py"]
        mixed = [f for f in out["findings"] if f["path"] == "tools/live.py"]
        check("mixed-no-block", len(mixed) == 1 and "end" not in mixed[0],
              json.dumps(mixed))
        check("one-finding", len(hits) == 1, json.dumps(out["findings"]))
        f = hits[0] if hits else {}
        check("note", f.get("severity") == "note", json.dumps(f))
        check("why", any(n.startswith("low confidence: a removed Python "
                                      "function without a token")
                         for n in f.get("notes", [])), json.dumps(f))
        check("no-fix", not f.get("fix"), json.dumps(f))
        rc1, _, err1 = sweep(sweeper, repo, "--removed-since", "HEAD~1",
                             path="tools/export.py")
        check("notes-only-exit-0", rc1 == 0, err1)

        r = subprocess.run([sweeper, "derive", "--removed-since", "HEAD~1",
                            "."], cwd=repo, capture_output=True, text=True,
                           timeout=60)
        check("derive-lists", "tentative_symbols:\n  # Python function\n"
              "  - 'lower_graph_fast'\n" in r.stdout, r.stdout)
        pack = os.path.join(tmp, "derived.yaml")
        with open(pack, "w") as fh:
            fh.write(r.stdout)
        rc2, out2, err2 = sweep(sweeper, repo, "--rules", pack)
        again = [g for g in out2["findings"] if g["path"] == "tools/export.py"]
        check("reload-note", len(again) == 1 and
              again[0]["severity"] == "note", json.dumps(out2["findings"]))

        subprocess.run([sweeper, "scan", "--no-clang", "--fix",
                        "--removed-since", "HEAD~1", "."], cwd=repo,
                       capture_output=True, timeout=60)
        with open(os.path.join(repo, "tools/export.py")) as fh:
            check("fix-leaves-it", "lower_graph_fast(g)" in fh.read())
        with open(os.path.join(repo, "tools/live.py")) as fh:
            text = fh.read()
            check("fix-keeps-mixed-branch", "os.system" in text, text)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
