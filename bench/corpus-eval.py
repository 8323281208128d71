#!/usr/bin/env python3
"""Scores derivation on the corpus (test/e2e/corpus/): for each case, the
sweeper with no rule pack (--removed-since / --removed-between, as its ctest
runs it) next to `git grep -n -i -w TOKEN` given the right token by hand,
both against the oracle the case states inline (EXPECT-SWEEP and
ORACLE-FLAG lines are leftovers; EXPECT-ALLOW and ORACLE-KEEP lines are
look-alikes), with ../shared/eval/score.py.

usage: bench/corpus-eval.py BUILD_DIR SCORE_PY [--update docs/derivation.md]
(--update rewrites the table between its corpus-table markers)
"""
import os, re, subprocess, sys, tempfile

# case: (sweeper derivation args, tokens a user would grep for by hand)
CASES = {
    "few-files": (["--removed-since", "HEAD~1"], ["retrak"]),
    "feature-in-backend": (["--removed-since", "HEAD~1"], ["tinyk"]),
    "two-removals": (["--removed-since", "HEAD~1"],
                     ["quill", "backends/tern/scripts"]),
    "held-out": (["--removed-since", "HEAD~1"], ["NWP"]),
    "name-reused": (["--removed-between", "HEAD~2", "HEAD~1"],
                    ["GIZMO_CreateWindowFramebuffer",
                     "GIZMO_UpdateWindowFramebuffer",
                     "GIZMO_DestroyWindowFramebuffer", "GIZMO_CreateWindow",
                     "GizmoRuntime", "PK_VIDEO_GIZMO_FB", "pk_gizmo_fb",
                     "PK_THREAD_GIZMO", "PK_GIZMO_SAVE_FRAMES", "config_gizmo",
                     "gizmo_framebuffer", "gizmo_systhread"]),
}

MARK = re.compile(r"(EXPECT-SWEEP|EXPECT-ALLOW|ORACLE-FLAG|ORACLE-KEEP)"
                  r"(?:\[[a-z,]+\])?(?:@([+-][0-9]+))?")


def oracle(root):
    """(path, line) -> 'flag' | 'keep' from the markers of the prepared tree."""
    verdicts = {}

    def mark(path, line, text):
        for m in MARK.finditer(text):
            at = line + int(m.group(2) or 0)
            flag = m.group(1) in ("EXPECT-SWEEP", "ORACLE-FLAG")
            if flag or verdicts.get((path, at)) != "flag":
                verdicts[(path, at)] = "flag" if flag else "keep"

    for dirpath, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d != ".git"]
        for f in files:
            full = os.path.join(dirpath, f)
            rel = os.path.relpath(full, root)
            with open(full, errors="replace") as fh:
                lines = fh.read().split("\n")
            if rel == "EXPECTATIONS":
                for l in lines:
                    m = re.match(r"([^:#]+):([0-9]+):(.*)", l)
                    if m:
                        mark(m.group(1), int(m.group(2)), m.group(3))
                continue
            for i, l in enumerate(lines):
                mark(rel, i + 1, l)
    return verdicts


def score(score_py, tsv, kind, result, root, extra=()):
    out = subprocess.run([sys.executable, score_py, "--oracle", tsv, kind,
                          result, "--root", root, *extra],
                         capture_output=True, text=True).stdout
    m = re.search(r"recall=([0-9.]+) precision=([0-9.]+)", out)
    tp = re.search(r"line recall [0-9.]+ \(([0-9]+)/([0-9]+)\)", out)
    rep = re.search(r"reported: ([0-9]+) finding lines", out)
    return (float(m.group(1)), float(m.group(2)), tp.group(1), tp.group(2),
            rep.group(1))


def run_case(build, score_py, case, args, tokens, work):
    src = os.path.join(os.path.dirname(__file__), "..", "test", "e2e",
                       "corpus", case)
    copy = os.path.join(work, case)
    subprocess.run([os.path.join(build, "test", "expect-runner"),
                    os.path.join(build, "bin", "sweeper"), src, "--git",
                    "--keep-copy", copy, "--"] + args,
                   capture_output=True)
    tsv = os.path.join(work, case + ".tsv")
    with open(tsv, "w") as f:
        f.write("path\tline\tverdict\tcategory\tnote\n")
        for (p, l), v in sorted(oracle(copy).items()):
            f.write(f"{p}\t{l}\t{v}\tcorpus\t\n")
    sarif = os.path.join(work, case + ".sarif")
    with open(sarif, "w") as f:
        subprocess.run([os.path.join(build, "bin", "sweeper"), "scan",
                        "--format=sarif", "--quiet", "--exclude", "EXPECTATIONS"]
                       + args + ["."], cwd=copy, stdout=f,
                       stderr=subprocess.DEVNULL)
    grep = os.path.join(work, case + ".grep")
    cmd = ["git", "grep", "-n", "-i", "-w"]
    for t in tokens:
        cmd += ["-e", t]
    with open(grep, "w") as f:
        subprocess.run(cmd + ["--", ".", ":!EXPECTATIONS"], cwd=copy, stdout=f)
    return (score(score_py, tsv, "--sarif", sarif, copy + "/"),
            score(score_py, tsv, "--grep", grep, ""),
            score(score_py, tsv, "--sarif", sarif, copy + "/", ["--regions"]))


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    build, score_py = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    out = sys.argv[sys.argv.index("--update") + 1] \
        if "--update" in sys.argv else None
    here = os.path.join(os.path.dirname(__file__), "..", "test", "e2e",
                        "corpus")
    rows = ["| case | leftover lines | sweeper recall | sweeper precision "
            "| recall with block extents | precision "
            "| `git grep -n -i -w` recall | precision | token(s) given to grep |",
            "|---|---|---|---|---|---|---|---|---|"]
    with tempfile.TemporaryDirectory() as work:
        for case, (args, tokens) in CASES.items():
            if not os.path.isdir(os.path.join(here, case)):
                continue
            s, g, r = run_case(build, score_py, case, args, tokens, work)
            shown = ", ".join(tokens) if len(tokens) < 3 else \
                f"{len(tokens)} old API names"
            rows.append(f"| {case} | {s[3]} | {s[0]:.2f} ({s[2]}/{s[3]}) | "
                        f"{s[1]:.2f} | {r[0]:.2f} ({r[2]}/{r[3]}) | {r[1]:.2f} "
                        f"| {g[0]:.2f} ({g[2]}/{g[3]}) | {g[1]:.2f} "
                        f"| {shown} |")
    text = "\n".join(rows) + "\n"
    print(text, end="")
    if out:
        with open(out) as f:
            doc = f.read()
        begin = doc.index("<!-- corpus-table")
        begin = doc.index("\n", begin) + 1
        end = doc.index("<!-- end corpus-table -->")
        with open(out, "w") as f:
            f.write(doc[:begin] + text + doc[end:])
    return 0


if __name__ == "__main__":
    sys.exit(main())
