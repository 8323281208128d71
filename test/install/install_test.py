#!/usr/bin/env python3
"""`cmake --install` into a fresh prefix gives a working sweeper: an
executable bin/sweeper that prints its version and sweeps the bundled
example with the installed rule pack, and the documentation.

usage: install_test.py CMAKE BUILD_DIR SOURCE_DIR
"""
import os, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402





def main():
    cmake, build, source = sys.argv[1:4]
    with tempfile.TemporaryDirectory() as tmp:
        # A space in the prefix: the install rules must quote it.
        prefix = os.path.join(tmp, "pre fix")
        r = subprocess.run([cmake, "--install", build, "--prefix", prefix],
                           capture_output=True, text=True)
        check("install-succeeds", r.returncode == 0, r.stdout + r.stderr)
        exe = os.path.join(prefix, "bin", "sweeper")
        check("sweeper-executable", os.access(exe, os.X_OK), exe)
        if not os.access(exe, os.X_OK):
            return 1
        r = subprocess.run([exe, "--version"], capture_output=True, text=True)
        check("version-runs", r.returncode == 0 and
              "backend-sweeper " in r.stdout, r.stdout + r.stderr)
        pack = os.path.join(prefix, "share", "backend-sweeper", "rules",
                            "executorch-mps.yaml")
        check("rules-installed", os.path.isfile(pack), pack)
        r = subprocess.run([exe, "scan", "--quiet", "--format=json",
                            "--rules", pack,
                            os.path.join(source, "examples", "executorch-mps")],
                           capture_output=True, text=True)
        check("installed-binary-sweeps-example",
              r.returncode == 1 and '"cmake-option"' in r.stdout, r.stderr)
        docs = os.path.join(prefix, "share", "doc", "backend-sweeper")
        check("docs-installed", all(os.path.isfile(os.path.join(docs, f))
                                    for f in ("README.md", "docs/checks.md")),
              str(os.listdir(prefix)))
    return finish()


if __name__ == "__main__":
    sys.exit(main())
