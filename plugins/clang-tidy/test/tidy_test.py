#!/usr/bin/env python3
"""The clang-tidy module in Debian's clang-tidy-19, on tree/ copied to a
temporary directory with a compile_commands.json written there (absolute
paths):

- the diagnostics equal the inline `CHECK-MESSAGES:` lines of the fixture
  files (line, column, severity, whole message; a missing and an extra one
  both fail);
- `--export-fixes` applied with clang-apply-replacements-19, and `--fix`,
  give expected/ (files not there must stay as they were);
- the RulePack option finds a pack elsewhere in the repository; a pack
  outside it, a broken pack and no pack are configuration errors, never a
  crash, and no leftover is reported from them.

usage: tidy_test.py PLUGIN.so
"""
import filecmp
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TREE = os.path.join(HERE, "tree")
EXPECTED = os.path.join(HERE, "expected")
TIDY = shutil.which("clang-tidy-19") or "clang-tidy-19"
APPLY = shutil.which("clang-apply-replacements-19") or "clang-apply-replacements-19"
SOURCES = {  # file -> compiler and flags
    "src/runtime.cpp": ["clang++", "-std=c++17"],
    "src/legacy.c": ["clang", "-std=c11"],
    "src/runner.mm": ["clang++", "-std=c++17"],
    "src/dispatch.cpp": ["clang++", "-std=c++17"],
}
EXPECT = re.compile(
    r"CHECK-MESSAGES: :\[\[@LINE([+-]\d+)?\]\]:(\d+): (warning|error|note): (.*)$")
DIAG = re.compile(r"^(/[^:]+):(\d+):(\d+): (warning|error|note): (.*)$")
FAILURES = []


def fail(msg):
    FAILURES.append(msg)
    print("FAIL: " + msg)


def copy_tree(root):
    """tree/ and its compile_commands.json under root; returns the copy."""
    dst = os.path.join(root, "repo")
    shutil.copytree(TREE, dst)
    cmds = [{"directory": dst, "file": os.path.join(dst, f),
             "arguments": cc + ["-I", dst, "-c", os.path.join(dst, f)]}
            for f, cc in SOURCES.items()]
    with open(os.path.join(dst, "compile_commands.json"), "w") as out:
        json.dump(cmds, out, indent=1)
    return dst


def run_tidy(plugin, repo, *extra, env=None):
    cmd = [TIDY, "--load=" + plugin, "--checks=-*,backend-removal-*",
           "--header-filter=.*", "-p", repo, *extra]
    cmd += [os.path.join(repo, f) for f in SOURCES]
    p = subprocess.run(cmd, capture_output=True, text=True, cwd=repo,
                       env=env)
    if p.returncode < 0:
        fail("clang-tidy died with signal %d:\n%s" % (-p.returncode, p.stderr))
    return p


def expectations(repo):
    want = set()
    for dirpath, _, names in os.walk(repo):
        for name in names:
            path = os.path.join(dirpath, name)
            with open(path, errors="replace") as f:
                for n, line in enumerate(f, 1):
                    m = EXPECT.search(line)
                    if m:
                        at = n + int(m.group(1) or 0)
                        rel = os.path.relpath(path, repo)
                        want.add((rel, at, int(m.group(2)), m.group(3), m.group(4)))
    return want


def diagnostics(repo, output):
    got = set()
    for line in output.splitlines():
        m = DIAG.match(line)
        if m:
            rel = os.path.relpath(m.group(1), repo)
            got.add((rel, int(m.group(2)), int(m.group(3)), m.group(4), m.group(5)))
    return got


def compare(name, repo, p):
    want, got = expectations(repo), diagnostics(repo, p.stdout)
    for d in sorted(want - got):
        fail("%s: missing diagnostic %s:%d:%d: %s: %s" % ((name,) + d))
    for d in sorted(got - want):
        fail("%s: unexpected diagnostic %s:%d:%d: %s: %s" % ((name,) + d))
    if not want:
        fail(name + ": the fixture states no expectation")


def compare_after(name, repo):
    for dirpath, _, names in os.walk(TREE):
        for n in names:
            rel = os.path.relpath(os.path.join(dirpath, n), TREE)
            want = os.path.join(EXPECTED, rel)
            if not os.path.exists(want):
                want = os.path.join(TREE, rel)
            if not filecmp.cmp(want, os.path.join(repo, rel), shallow=False):
                diff = subprocess.run(["diff", "-u", want, os.path.join(repo, rel)],
                                      capture_output=True, text=True).stdout
                fail("%s: %s differs from the expected after-file:\n%s" % (name, rel, diff))


def config_error(name, plugin, repo, want, *extra, env=None):
    p = run_tidy(plugin, repo, *extra, env=env)
    out = p.stdout + p.stderr
    if want not in out:
        fail("%s: no configuration error containing %r in:\n%s" % (name, want, out))
    if any(d[4].endswith("[backend-removal-leftover]")
           for d in diagnostics(repo, p.stdout)):
        fail(name + ": leftovers reported with an unusable pack")


def check_shared_llvm(plugin):
    """LLVM and Clang come from the shared libraries clang-tidy-19 uses: a
    static copy would bring a second cl::opt registry (an abort at load)."""
    libs = subprocess.run(["ldd", plugin], capture_output=True, text=True).stdout
    for lib in ("libLLVM.so.19", "libclang-cpp.so.19"):
        if lib not in libs:
            fail("the module does not link " + lib)
    syms = subprocess.run(["nm", "-C", "--defined-only", plugin],
                          capture_output=True, text=True).stdout
    static = [l for l in syms.splitlines()
              if re.search(r" [TDBR] (llvm|clang)::", l)]
    if static:
        fail("the module defines LLVM/Clang symbols itself:\n" +
             "\n".join(static[:10]))
    p = subprocess.run([TIDY, "--load=" + plugin, "--checks=-*,backend-removal-*",
                        "--list-checks"], capture_output=True, text=True)
    if p.returncode != 0 or "backend-removal-leftover" not in p.stdout:
        fail("clang-tidy-19 --load does not list the check:\n" + p.stdout + p.stderr)


def main():
    plugin = os.path.abspath(sys.argv[1])
    check_shared_llvm(plugin)
    with tempfile.TemporaryDirectory() as tmp:
        repo = copy_tree(os.path.join(tmp, "diags"))
        compare("diagnostics", repo, run_tidy(plugin, repo))

        repo = copy_tree(os.path.join(tmp, "export"))
        fixes = os.path.join(tmp, "fixes")
        os.mkdir(fixes)
        run_tidy(plugin, repo, "--export-fixes=" + os.path.join(fixes, "fixes.yaml"))
        subprocess.run([APPLY, fixes], check=True)
        compare_after("--export-fixes", repo)

        repo = copy_tree(os.path.join(tmp, "fix"))
        run_tidy(plugin, repo, "--fix")
        compare_after("--fix", repo)

        # The option names a pack elsewhere in the repository (git init:
        # relative paths are from its top level).
        repo = copy_tree(os.path.join(tmp, "option"))
        subprocess.run(["git", "init", "-q", repo], check=True)
        os.mkdir(os.path.join(repo, "rules"))
        os.rename(os.path.join(repo, ".sweeper.yaml"),
                  os.path.join(repo, "rules", "nova.yaml"))
        opt = "--config={CheckOptions: {backend-removal-leftover.RulePack: rules/nova.yaml}}"
        compare("RulePack option", repo, run_tidy(plugin, repo, opt))
        config_error("no pack", plugin, repo, "no rule pack: set the RulePack option")
        outside = os.path.join(tmp, "outside.yaml")
        shutil.copy(os.path.join(TREE, ".sweeper.yaml"), outside)
        config_error("outside pack", plugin, repo, "is outside",
                     "--config={CheckOptions: {backend-removal-leftover.RulePack: %s}}" % outside)
        # The tree's own .clang-tidy cannot lift the bound: no option does.
        with open(os.path.join(repo, ".clang-tidy"), "w") as f:
            f.write("CheckOptions:\n"
                    "  backend-removal-leftover.RulePack: %s\n"
                    "  backend-removal-leftover.AllowExternalRulePack: true\n"
                    % outside)
        config_error("outside pack, .clang-tidy asks", plugin, repo,
                     "is outside")
        env = dict(os.environ, SWEEPER_ALLOW_EXTERNAL_RULE_PACK="1")
        p = run_tidy(plugin, repo, env=env)
        if "is outside" in p.stdout + p.stderr:
            fail("SWEEPER_ALLOW_EXTERNAL_RULE_PACK=1 did not allow the pack")
        os.remove(os.path.join(repo, ".clang-tidy"))

        repo = copy_tree(os.path.join(tmp, "broken"))
        with open(os.path.join(repo, ".sweeper.yaml"), "w") as f:
            f.write("tokens: [nova\nremoved_paths: {a: [\n\x00&x *x\n")
        config_error("broken pack", plugin, repo, "invalid rule pack: ")
        with open(os.path.join(repo, ".sweeper.yaml"), "w") as f:
            f.write("backend: nova\ntokens: [nova]\nrun: rm -rf /\n")
        config_error("unknown key", plugin, repo, "invalid rule pack: ")
    if FAILURES:
        print("%d failure(s)" % len(FAILURES))
        return 1
    print("tidy_test: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
