#!/usr/bin/env python3
""".pre-commit-hooks.yaml, run the way pre-commit runs a hook: entry, then
args, then the staged file names. A leftover fails the hook (exit 1), and
tracked files named like options stay paths: `-oFILE` writes no report to
FILE, `--fix` edits nothing.

usage: precommit_test.py SWEEPER_BINARY SOURCE_DIR
"""
import os, shlex, shutil, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
import yaml





def git(repo, *args):
    return subprocess.run(["git", "-C", repo, "-c", "user.name=t", "-c",
                           "user.email=t@t", *args], check=True,
                          capture_output=True, text=True).stdout.strip()


def real_precommit(sweeper, source, tmp):
    """The real pre-commit, with this checkout's .pre-commit-hooks.yaml at
    its HEAD and a baseline: a commit that touches one file holding only
    baselined findings passes, with no stale-baseline note for the files
    it did not touch; a new leftover fails it."""
    tool = shutil.which("pre-commit")
    if not tool:
        check("real-pre-commit/installed", False, "pre-commit not on PATH")
        return
    head = git(source, "rev-parse", "HEAD")
    repo = os.path.join(tmp, "user")
    os.makedirs(repo)
    git(repo, "init", "-q")
    for name in ("a.c", "b.c", "c.c"):
        with open(os.path.join(repo, name), "w") as f:
            f.write(f"int nova_{name[0]};\n")
    with open(os.path.join(repo, ".sweeper.yaml"), "w") as f:
        f.write("tokens: [nova]\n")
    with open(os.path.join(repo, ".pre-commit-config.yaml"), "w") as f:
        f.write(f"repos:\n  - repo: {source}\n    rev: {head}\n"
                "    hooks:\n      - id: backend-sweeper\n"
                "        args: [--no-clang, --baseline, "
                ".sweeper-baseline.json, --]\n")
    bindir = os.path.join(tmp, "bin")
    os.makedirs(bindir)
    os.symlink(sweeper, os.path.join(bindir, "sweeper"))
    env = dict(os.environ, PATH=bindir + os.pathsep + os.environ["PATH"],
               PRE_COMMIT_HOME=os.path.join(tmp, "cache"))
    r = subprocess.run([sweeper, "scan", "--no-clang", "--write-baseline",
                        ".sweeper-baseline.json", "."], cwd=repo,
                       capture_output=True, text=True)
    check("real-pre-commit/baseline-written", r.returncode == 0, r.stderr)
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "base", "--no-verify")
    with open(os.path.join(repo, "a.c"), "a") as f:
        f.write("int kept;\n")
    git(repo, "add", "a.c")
    r = subprocess.run([tool, "run", "--verbose"], cwd=repo, env=env,
                       capture_output=True, text=True, timeout=300)
    out = r.stdout + r.stderr
    check("real-pre-commit/baselined-file-passes", r.returncode == 0, out)
    check("real-pre-commit/no-stale-baseline", "stale-baseline" not in out,
          out)
    with open(os.path.join(repo, "a.c"), "a") as f:
        f.write("int nova_again;\n")
    git(repo, "add", "a.c")
    r = subprocess.run([tool, "run", "--verbose"], cwd=repo, env=env,
                       capture_output=True, text=True, timeout=300)
    out = r.stdout + r.stderr
    check("real-pre-commit/new-leftover-fails", r.returncode == 1 and
          "nova_again" in out, out)
    check("real-pre-commit/one-summary", out.count("sweeper: ") <= 2, out)


def main():
    sweeper, source = os.path.abspath(sys.argv[1]), sys.argv[2]
    with open(os.path.join(source, ".pre-commit-hooks.yaml")) as f:
        hooks = yaml.safe_load(f)
    hook = next(h for h in hooks if h["id"] == "backend-sweeper")
    check("hook-fields", hook["language"] in ("system", "script") and
          hook["pass_filenames"] is True and hook["types"] == ["text"] and
          hook["entry"] == "sweeper scan", str(hook))
    entry = shlex.split(hook["entry"])
    with tempfile.TemporaryDirectory() as repo:
        subprocess.run(["git", "init", "-q", repo], check=True)
        os.makedirs(os.path.join(repo, "-o" + "out"), exist_ok=True)
        files = {".sweeper.yaml": "tokens: [nova]\n",
                 "CMakeLists.txt": 'option(PROJ_NOVA "o" OFF)\nproject(x)\n',
                 "--fix": 'option(PROJ_NOVA "o" OFF)\n',
                 "-oout/report.txt": "clean\n"}
        for name, text in files.items():
            with open(os.path.join(repo, name), "w") as f:
                f.write(text)
        names = ["CMakeLists.txt", "--fix", "-oout/report.txt"]
        # pre-commit runs the entry from PATH; the binary under test here.
        argv = [sweeper] + entry[1:] + hook.get("args", []) + names
        r = subprocess.run(argv, cwd=repo, capture_output=True, text=True)
        check("hook-fails-on-leftover", r.returncode == 1 and
              "CMakeLists.txt:1:" in r.stdout, r.stdout + r.stderr)
        check("option-named-file-is-scanned", "--fix:1:" in r.stdout,
              r.stdout)
        with open(os.path.join(repo, "--fix")) as f:
            check("no-fix-applied", f.read() == files["--fix"])
        with open(os.path.join(repo, "-oout/report.txt")) as f:
            check("no-report-written-over-file", f.read() == "clean\n")
    with tempfile.TemporaryDirectory() as tmp:
        real_precommit(sweeper, os.path.abspath(source), tmp)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
