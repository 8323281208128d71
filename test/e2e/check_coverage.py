#!/usr/bin/env python3
"""Every check the binary registers is expected somewhere in a fixture.

usage: check_coverage.py SWEEPER REPO_ROOT

Reads the ids from `SWEEPER --list-checks` and the EXPECT-SWEEP
annotations (inline, or in EXPECTATIONS files) under test/e2e and
examples/. A check no fixture expects is a check whose behaviour no
end-to-end test pins: fail and name it.
"""
import os
import re
import subprocess
import sys

ANNOTATION = re.compile(r"EXPECT-SWEEP(?:\[[a-z,]+\])?(?:@[+-]\d+)?: *((?:(?!EXPECT-).)*)")
ID = re.compile(r'(?:^|,)\s*([a-z0-9-]+)(?::\d+)?(?:\s+"[^"]*")?')


def registered(sweeper):
    out = subprocess.run([sweeper, "--list-checks"], check=True,
                         capture_output=True, text=True).stdout
    return {line.split()[0] for line in out.splitlines() if line.strip()}


def expected(root):
    ids = set()
    for top in ("test/e2e", "examples"):
        for dirpath, _, files in os.walk(os.path.join(root, top)):
            for name in files:
                path = os.path.join(dirpath, name)
                try:
                    text = open(path, encoding="utf-8", errors="replace").read()
                except OSError:
                    continue
                for m in ANNOTATION.finditer(text):
                    ids.update(ID.findall(m.group(1)))
    return ids


def main():
    sweeper, root = sys.argv[1], sys.argv[2]
    checks = registered(sweeper)
    missing = sorted(checks - expected(root))
    for check in missing:
        print(f"no fixture expects check '{check}'")
    print(f"{len(checks) - len(missing)} passed, {len(missing)} failed")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
