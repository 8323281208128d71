#!/usr/bin/env python3
"""--progress: nothing in a log unless asked; asked, a closing line with the
counts; on a terminal the line is erased at the end, so the report and the
summary that follow it are what stays on screen. The stdout report is the
same in every mode.

usage: progress_test.py SWEEPER_BINARY
"""
import os, pty, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402


def on_terminal(argv, cwd):
    """stderr of argv when it is a pseudo-terminal; stdout discarded."""
    master, slave = pty.openpty()
    p = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL,
                         stderr=slave, stdin=subprocess.DEVNULL)
    os.close(slave)
    out = b""
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:  # EIO: the child closed the terminal
            break
        if not chunk:
            break
        out += chunk
    p.wait()
    os.close(master)
    return out.decode()


def main():
    sweeper = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as tree:
        with open(os.path.join(tree, ".sweeper.yaml"), "w") as f:
            f.write("tokens: [nova]\n")
        for i in range(3):
            with open(os.path.join(tree, f"f{i}.cmake"), "w") as f:
                f.write("option(PROJ_NOVA \"o\" OFF)\n" if i else "x()\n")
        scan = [sweeper, "scan", "--no-git", "."]
        runs = {}
        for mode in ("default", "always", "never"):
            extra = [] if mode == "default" else [f"--progress={mode}"]
            runs[mode] = subprocess.run(scan + extra, cwd=tree,
                                        capture_output=True, text=True)
        check("log-default-silent", "progress" not in runs["default"].stderr,
              runs["default"].stderr)
        check("never-silent", "progress" not in runs["never"].stderr,
              runs["never"].stderr)
        last = [l for l in runs["always"].stderr.splitlines()
                if l.startswith("sweeper: progress: ")]
        check("always-closing-line",
              len(last) == 1 and last[0].startswith(
                  "sweeper: progress: 3/3 files, "), runs["always"].stderr)
        check("same-report", runs["always"].stdout == runs["default"].stdout
              == runs["never"].stdout and "PROJ_NOVA" in runs["never"].stdout,
              runs["always"].stdout)
        check("same-exit", {r.returncode for r in runs.values()} == {1},
              str({k: r.returncode for k, r in runs.items()}))
        tty = on_terminal(scan, tree)
        # A sweep this short ends before the first redraw: only the erase.
        check("terminal-erased", "\r\x1b[K" in tty and
              tty.index("\r\x1b[K") < tty.index("sweeper: 2 findings"), repr(tty))
        quiet = on_terminal(scan + ["--quiet"], tree)
        check("terminal-quiet", quiet == "", repr(quiet))
    return finish()


if __name__ == "__main__":
    sys.exit(main())
