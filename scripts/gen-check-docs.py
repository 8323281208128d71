#!/usr/bin/env python3
"""Regenerates docs/checks.md from sweeper/core/Checks.def (a test keeps them in step)."""
import pathlib
import re

root = pathlib.Path(__file__).resolve().parent.parent
src = (root / "sweeper/core/Checks.def").read_text()
rows = re.findall(r'CHECK\(\w+, "([a-z-]+)", (\w+),\s*"((?:[^"\\]|\\.)*)",\s*"((?:[^"\\]|\\.)*)"\)', src)
out = [
    "# Checks", "",
    "Every check the sweeper reports, generated from `sweeper/core/Checks.def` by",
    "`scripts/gen-check-docs.py` (the same table feeds `sweeper --list-checks` and",
    "SARIF rule metadata). Severities can be changed per rule pack (`severity:`).",
    "Each check's behaviour is pinned by `test/unit/ScannersTest.cpp`, the e2e",
    "fixtures and, for `clang-*`, `test/e2e/clang/`.", "",
    "| check | default | finds | what to do |", "|---|---|---|---|",
]
for cid, sev, summary, help_ in rows:
    out.append(f"| `{cid}` | {sev.lower()} | {summary} | {help_} |")
out += [
    "", "## Messages", "",
    "A message says what the reference is and why it matched:", "",
    "- `option() references removed symbol 'EXECUTORCH_BUILD_MPS'` — an exact removed symbol;",
    "- `add_subdirectory() references 'backends/apple/mps' in removed path 'backends/apple/mps'` — a path into a removed path;",
    "- `workflow key jobs.test-mps references 'test-mps', which names the removed backend 'mps'` — a token segment.", "",
    "Several hits on one line make one finding; the others follow as `note:` lines.",
    "Where the Clang pass and the text engine see the same place, the Clang pass's",
    "check and message win and the place is reported once.",
]
(root / "docs/checks.md").write_text("\n".join(out) + "\n")
