#!/usr/bin/env python3
"""The audit a reviewer reads, on a removal whose leftovers sit in many
directories, one of which (sorting first) holds hundreds: the summary stays
within 300 lines, opens with the orphan files and dead blocks (each with
its extent), names every directory the text report has a leftover in, and
says how many findings it left out and where they all are. With a rule pack
and with the pack derived from git alike.

usage: audit_test.py SWEEPER_BINARY
"""
import os, re, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import git, write_file as write  # noqa: E402

PACK = "backend: nova\ntokens: [nova]\nremoved_paths: [backends/nova/]\n" \
       "removed_symbols: [BUILD_NOVA]\n"


def tree(tmp):
    repo = os.path.join(tmp, "repo")
    write(repo, "backends/nova/nova.c", "int nova_init(void) { return 0; }\n")
    write(repo, "backends/nova/CMakeLists.txt", "add_library(nova nova.c)\n")
    write(repo, "CMakeLists.txt",
          "project(p)\nif(BUILD_NOVA)\n  add_subdirectory(backends/nova)\n"
          "endif()\n")
    # Sorts first and would fill a listing by path on its own.
    for i in range(300):
        write(repo, f".ci/gen/job{i:03}.sh",
              "cmake -DBUILD_NOVA=ON ..\necho nova_init\n")
    for d in range(30):
        write(repo, f"tools/part{d:02}/build.sh", "cmake -DBUILD_NOVA=ON ..\n")
    write(repo, "examples/run_nova.sh", "set -e\necho hello\nexit 0\n")  # orphan
    write(repo, "examples/keep.sh", "echo fine\n")
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "base")
    git(repo, "rm", "-rq", "backends/nova")
    git(repo, "commit", "-qm", "remove nova")
    write(tmp, "nova.yaml", PACK)
    return repo


def directories(text):
    """Each directory the text report has a finding in, as the audit
    writes it."""
    dirs = set()
    for line in text.splitlines():
        m = re.match(r"^(.*?):\d+:\d+: (warning|note|error): ", line)
        if m:
            d = os.path.dirname(m.group(1))
            dirs.add(d + "/" if d else "./")
    return dirs


def audit(sweeper, repo, name, *args):
    run = lambda *a: subprocess.run(  # noqa: E731
        [sweeper, "scan", "--no-clang", "--color=never", *args, *a, "."],
        cwd=repo, capture_output=True, text=True, timeout=120)
    text = run("--format=text").stdout
    out = run("--audit").stdout
    dirs = directories(text)
    check(f"{name}/has-many-directories", len(dirs) > 30, text[:2000])
    check(f"{name}/within-300-lines", out.count("\n") <= 300,
          str(out.count("\n")))
    sections = re.findall(r"^## (.*?)(?: \(|$)", out, re.M)
    first = [s for s in sections if s != "What the deletion removed"][0]
    check(f"{name}/removable-first",
          first == "Orphan files and removable blocks", str(sections))
    missing = sorted(d for d in dirs if f"`{d}`" not in out)
    check(f"{name}/every-directory-named", not missing, str(missing))
    listed = [d for d in dirs if d.startswith("tools/")
              and f"  - [ ] `{d}build.sh:1`" in out]
    check(f"{name}/every-directory-has-a-line", len(listed) == 30,
          str(len(listed)))
    check(f"{name}/says-what-is-left-out",
          re.search(r"\*\*Not listed here:\*\* \d+ more findings .*"
                    r"`sweeper scan --format=text` lists every finding", out)
          is not None, out[-3000:])
    return out


def main():
    sweeper = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as tmp:
        repo = tree(tmp)
        out = audit(sweeper, repo, "pack", "--rules",
                    os.path.join(tmp, "nova.yaml"))
        check("pack/orphan-with-extent",
              "- [ ] `examples/run_nova.sh:1-3` (`orphan-file`)" in out,
              out[:3000])
        check("pack/block-with-extent",
              "- [ ] `CMakeLists.txt:2-4` (`cmake-condition`)" in out,
              out[:3000])
        audit(sweeper, repo, "derived", "--removed-since", "HEAD~1")
    return finish()


if __name__ == "__main__":
    sys.exit(main())
