#!/usr/bin/env python3
""".pre-commit-hooks.yaml, run the way pre-commit runs a hook: entry, then
args, then the staged file names. A leftover fails the hook (exit 1), and
tracked files named like options stay paths: `-oFILE` writes no report to
FILE, `--fix` edits nothing.

usage: precommit_test.py SWEEPER_BINARY SOURCE_DIR
"""
import os, shlex, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
import yaml





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
    return finish()


if __name__ == "__main__":
    sys.exit(main())
