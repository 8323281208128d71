#!/usr/bin/env python3
"""The Clang pass gives each translation unit a budget of time and memory.

A tree's compilation database can list a TU that no parse survives: a
macro defined as two uses of the one before it, forty deep, expands to
2^40 tokens (2.4 GB in 14 s, then the whole process died). Each sweep here
runs under an address-space limit and a timeout, so a sweep that does not
bound the TU fails the check instead of the machine.

Checks, each on a tree holding the bomb, a normal TU with Clang-only
findings and a Markdown file:
  * with a small memory budget ($SWEEPER_TU_MEGABYTES) the sweep ends in
    seconds, within the address-space limit, exit 2, naming the TU on
    stderr and in the JSON summary, and still reports the normal TU's and
    the text pass's findings;
  * the same with a small time budget ($SWEEPER_TU_SECONDS);
  * the normal TU alone, under the same small budgets, is parsed as before:
    exit 1, no error, its findings;
  * a budget that is not a positive whole number is an error (exit 2).

usage: clang_budget_test.py SWEEPER_BINARY
"""
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

from hostile_test import write

# Far above what a bounded sweep needs, far below what the bomb takes.
ADDRESS_SPACE = 1 << 30
TIMEOUT = 30
# The budgets the checks set: the memory check's sweep must stop well
# inside ADDRESS_SPACE, the time check's within seconds.
SMALL_MEGABYTES = "64"
SMALL_SECONDS = "2"

BOMB = "\n".join(["/* zeta: a macro bomb */", "#define A0 x"]
                 + [f"#define A{i} A{i - 1} A{i - 1}" for i in range(1, 41)]
                 + ["A40", ""])
NORMAL = '#include "zeta_api.h"\nint f(void) { return zeta_init(); }\n'


class Results:
    def __init__(self):
        self.passed = self.failed = 0

    def check(self, name, ok, why=""):
        if ok:
            self.passed += 1
            print(f"PASS {name}")
        else:
            self.failed += 1
            print(f"FAIL {name}: {why}")
        sys.stdout.flush()
        return ok


def make_tree(root, with_bomb):
    write(os.path.join(root, ".sweeper.yaml"), "tokens: [zeta]\n")
    write(os.path.join(root, "docs/notes.md"), "The zeta backend is gone.\n")
    write(os.path.join(root, "src/zeta_api.h"), "int zeta_init(void);\n")
    write(os.path.join(root, "src/normal.c"), NORMAL)
    sources = ["normal.c"]
    if with_bomb:
        write(os.path.join(root, "src/bomb.c"), BOMB)
        sources.insert(0, "bomb.c")
    entries = [{"directory": root, "file": os.path.join(root, "src", s),
                "arguments": ["cc", "-c", "src/" + s]} for s in sources]
    write(os.path.join(root, "compile_commands.json"), json.dumps(entries))


def limit_address_space():
    # AddressSanitizer's shadow memory alone reserves terabytes of address
    # space: under it (scripts/test-sanitizers.sh) the budget is the bound.
    if "ASAN_OPTIONS" not in os.environ:
        resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE, ADDRESS_SPACE))


def sweep(binary, root, env_extra):
    """(exit status or None on timeout, stdout, stderr, seconds)."""
    env = dict(os.environ)
    for k in ("SWEEPER_TU_SECONDS", "SWEEPER_TU_MEGABYTES"):
        env.pop(k, None)
    env.update(env_extra)
    argv = [binary, "scan", "--no-git", "--format=json", "-j2", root]
    t0 = time.monotonic()
    p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         stdin=subprocess.DEVNULL, env=env,
                         preexec_fn=limit_address_space)
    try:
        out, err = p.communicate(timeout=TIMEOUT)
        rc = p.returncode
    except subprocess.TimeoutExpired:
        p.kill()
        out, err = p.communicate()
        rc = None
    return rc, out.decode(errors="replace"), err.decode(errors="replace"), \
        time.monotonic() - t0


def places(out):
    """{(file name, check)} of the JSON report's findings; None if the
    output is not a JSON report."""
    try:
        data = json.loads(out)
    except ValueError:
        return None
    return {(os.path.basename(f["path"]), f["check"])
            for f in data.get("findings", [])}, data.get("summary", {})


def describe(rc, err, secs):
    what = "timed out" if rc is None else (
        f"killed by signal {-rc}" if rc < 0 else f"exit {rc}")
    return f"{what} after {secs:.1f} s; stderr: {err.strip()[-300:]!r}"


# What the normal TU and the text pass must still report.
NORMAL_PLACES = {("normal.c", "clang-reference"),
                 ("normal.c", "clang-include"), ("notes.md", "docs-text")}


def check_cut_off(r, binary, tmp, name, env_extra, reason):
    root = os.path.join(tmp, name)
    make_tree(root, with_bomb=True)
    rc, out, err, secs = sweep(binary, root, env_extra)
    status = describe(rc, err, secs)
    if not r.check(f"{name}: the sweep ends, exit 2", rc == 2, status):
        return
    r.check(f"{name}: stderr names the TU and the budget",
            "cut off" in err and "bomb.c" in err and reason in err, status)
    parsed = places(out)
    if not r.check(f"{name}: the report is written", parsed is not None,
                   out[:300]):
        return
    found, summary = parsed
    missing = NORMAL_PLACES - found
    r.check(f"{name}: the other TU and the text pass still report",
            not missing, f"missing {sorted(missing)}; found {sorted(found)}")
    clang = summary.get("clang", {})
    errors = clang.get("errors", [])
    r.check(f"{name}: the JSON summary counts the TU as an error",
            clang.get("withErrors") == 1 and len(errors) == 1
            and "bomb.c" in errors[0] and "over its budget" in errors[0],
            json.dumps(clang)[:400])


def check_normal_unaffected(r, binary, tmp):
    root = os.path.join(tmp, "normal")
    make_tree(root, with_bomb=False)
    rc, out, err, secs = sweep(binary, root,
                               {"SWEEPER_TU_MEGABYTES": SMALL_MEGABYTES,
                                "SWEEPER_TU_SECONDS": SMALL_SECONDS})
    status = describe(rc, err, secs)
    r.check("normal TU: exit 1, no error",
            rc == 1 and "error:" not in err and "cut off" not in err,
            status)
    parsed = places(out)
    found, summary = parsed if parsed else (set(), {})
    clang = summary.get("clang", {})
    r.check("normal TU: parsed with its findings, no Clang error",
            NORMAL_PLACES <= found and clang.get("parsed") == 1
            and clang.get("withErrors") == 0,
            f"found {sorted(found)}; clang {json.dumps(clang)[:300]}")


def check_bad_budget(r, binary, tmp):
    root = os.path.join(tmp, "bad")
    make_tree(root, with_bomb=False)
    for var, value in (("SWEEPER_TU_SECONDS", "0"),
                       ("SWEEPER_TU_MEGABYTES", "lots")):
        rc, _, err, secs = sweep(binary, root, {var: value})
        r.check(f"{var}={value} is an error", rc == 2 and var in err,
                describe(rc, err, secs))


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    binary = os.path.abspath(argv[1])
    tmp = tempfile.mkdtemp(prefix="sweeper-clang-budget-")
    r = Results()
    try:
        check_cut_off(r, binary, tmp, "memory-budget",
                      {"SWEEPER_TU_MEGABYTES": SMALL_MEGABYTES},
                      "SWEEPER_TU_MEGABYTES")
        check_cut_off(r, binary, tmp, "time-budget",
                      {"SWEEPER_TU_SECONDS": SMALL_SECONDS,
                       "SWEEPER_TU_MEGABYTES": "100000"},
                      "SWEEPER_TU_SECONDS")
        check_normal_unaffected(r, binary, tmp)
        check_bad_budget(r, binary, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"{r.passed} passed, {r.failed} failed")
    return 1 if r.failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
