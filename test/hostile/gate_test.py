#!/usr/bin/env python3
"""The lint gate and the run's own outputs against a pull request's tricks.

`--new-since BASE` keeps the findings on lines the PR added or changed. A
file name git quotes or ends with a TAB in a text diff (a space, non-ASCII
bytes, a quote), a `-diff` attribute that hides the hunks, a file that
became a symlink: each must still count as changed, in the CLI and through
plugins/github/sweep.sh.

The outputs the user names (-o, --write-baseline, --export-fixes, --cache)
and the baseline read must never follow a link the tree committed out of
it: a link at the last component is replaced, a linked directory refused
(exit 2), and nothing outside the tree is written, truncated or created.

usage: gate_test.py SWEEPER_BINARY SOURCE_DIR
"""
import os, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402

LEFTOVER = "void f(void){ nova_init(); }\n"


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, "-c", "user.name=t", "-c",
                           "user.email=t@t", "-c", "core.quotePath=true",
                           *args], check=True, capture_output=True,
                          text=True).stdout.strip()


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def run(argv, **kw):
    return subprocess.run(argv, capture_output=True, text=True, timeout=120,
                          **kw)


def base_repo(repo):
    """A pack and one clean file, committed; returns the commit."""
    os.makedirs(repo, exist_ok=True)
    git(repo, "init", "-q")
    write(os.path.join(repo, ".sweeper.yaml"), "tokens: [nova]\n")
    write(os.path.join(repo, "base.c"), "int k;\n")
    write(os.path.join(repo, "old name.c"), "int a;\nint b;\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "base")
    return git(repo, "rev-parse", "HEAD")


def gate(sweeper, repo, base):
    return run([sweeper, "scan", "--no-clang", "--rules=.sweeper.yaml",
                f"--new-since={base}", "--fail-on=warning", "."], cwd=repo)


def pr_variants():
    """name -> function(repo) making the PR's change (then committed)."""
    def new_file(name):
        return lambda r: write(os.path.join(r, name), LEFTOVER)

    def no_diff(r):
        write(os.path.join(r, ".gitattributes"), "* -diff\n")
        write(os.path.join(r, "new.c"), LEFTOVER)

    def binary_attr(r):
        write(os.path.join(r, ".gitattributes"), "*.c binary\n")
        write(os.path.join(r, "base.c"), "int k;\n" + LEFTOVER)

    def changed_spaced(r):  # a tracked file with a space, one line changed
        write(os.path.join(r, "old name.c"), "int a;\n" + LEFTOVER)

    return {"space": new_file("a b.c"), "non-ascii": new_file("caf\u00e9.c"),
            "quote": new_file('q"uote.c'), "tab": new_file("t\tab.c"),
            "backslash": new_file("b\\s.c"), "minus-diff": no_diff,
            "binary-attr": binary_attr, "changed-spaced": changed_spaced,
            "ci-script": new_file("ci/run me.sh")}


def case_new_since(sweeper, tmp):
    for name, make in pr_variants().items():
        repo = os.path.join(tmp, "gate-" + name)
        base = base_repo(repo)
        make(repo)
        git(repo, "add", "-A")
        git(repo, "commit", "-qm", "pr")
        r = gate(sweeper, repo, base)
        check(f"new-since/{name}/exit-1", r.returncode == 1,
              f"exit {r.returncode}: {r.stdout[-300:]} {r.stderr[-300:]}")
        if name == "changed-spaced":  # the unchanged line stays out
            check("new-since/changed-spaced/only-changed-line",
                  "old name.c:2:" in r.stdout and "old name.c:1:" not in
                  r.stdout, r.stdout)
    # Uncommitted and untracked work counts too.
    repo = os.path.join(tmp, "gate-untracked")
    base = base_repo(repo)
    write(os.path.join(repo, "w x.c"), LEFTOVER)
    check("new-since/untracked-spaced/exit-1",
          gate(sweeper, repo, base).returncode == 1)
    # A clean PR still passes: the gate did not just widen to everything.
    repo = os.path.join(tmp, "gate-clean")
    write(os.path.join(repo, "old.c"), LEFTOVER)
    base = base_repo(repo)
    write(os.path.join(repo, "a b.c"), "int fine;\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "pr")
    r = gate(sweeper, repo, base)
    check("new-since/old-leftover-not-new/exit-0", r.returncode == 0,
          r.stdout + r.stderr)


def case_ident_on_clone(sweeper, tmp):
    """`* ident` collapses `$Id ... $` across lines in the diff's copy of
    a freshly checked-out file: its lines cannot be told apart, so the
    whole file counts as changed."""
    repo = os.path.join(tmp, "ident")
    base = base_repo(repo)
    write(os.path.join(repo, ".gitattributes"), "* ident\n")
    write(os.path.join(repo, "new.c"), "/* $Id\n * a\n * b\n * $ */\n"
          "int x;\n" + LEFTOVER)
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "pr")
    clone = os.path.join(tmp, "ident-clone")
    subprocess.run(["git", "clone", "-q", repo, clone], check=True)
    r = gate(sweeper, clone, base)
    check("new-since/ident-fresh-clone/exit-1", r.returncode == 1,
          f"exit {r.returncode}: {r.stdout[-300:]}")


def case_sweep_sh(sweeper, src, tmp):
    repo = os.path.join(tmp, "action")
    base = base_repo(repo)
    write(os.path.join(repo, "ci", "run me.sh"), "#!/bin/sh\nnova_init\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "pr")
    env = dict(os.environ, SWEEPER=sweeper, BASE_SHA=base, FAIL_ON="warning",
               SWEEP_ROOT=repo, SARIF=os.path.join(tmp, "action.sarif"))
    env.pop("GITHUB_STEP_SUMMARY", None)
    r = run(["bash", os.path.join(src, "plugins", "github", "sweep.sh")],
            env=env)
    check("sweep.sh/spaced-ci-script/exit-1", r.returncode == 1,
          f"exit {r.returncode}: {r.stderr[-500:]}")


def link_tree(tmp, name):
    """A tree with a leftover and a hostile name, and a canary outside."""
    base = os.path.join(tmp, name)
    tree, outside = os.path.join(base, "tree"), os.path.join(base, "home")
    os.makedirs(outside)
    write(os.path.join(tree, ".sweeper.yaml"), "tokens: [nova]\n")
    write(os.path.join(tree, "$(touch PWNED).sh"), "nova_init\n")
    write(os.path.join(tree, "CMakeLists.txt"),
          "if(NOVA_ON)\n  message(x)\nendif()\nproject(x)\n")
    write(os.path.join(outside, ".bashrc"), "export PS1=safe\n")
    return tree, outside


def outside_state(outside):
    state = {}
    for d, dirs, files in os.walk(outside):
        for f in dirs + files:
            p = os.path.join(d, f)
            state[p] = open(p, "rb").read() if os.path.isfile(p) else "<dir>"
    return state


def case_output_links(sweeper, tmp):
    scan = [sweeper, "scan", "--no-git", "--no-clang", "--quiet",
            "--rules=.sweeper.yaml"]
    cases = {
        # option, link name in the tree, link target, whether the run fails
        "write-baseline": ("--write-baseline", ".sweeper-baseline.json",
                           "../home/.bashrc", False),
        "output-file": ("-o", "report.txt", "../home/.bashrc", False),
        "export-fixes-dangling": ("--export-fixes", "fixes.yaml",
                                  "../home/created.yaml", False),
        "output-linked-dir": ("-o", "reports/out.txt", "../home", True),
        "cache-linked-dir": ("--cache", ".cache", "../home", True),
        "baseline-read-linked": ("--baseline", "b.json", "../home/.bashrc",
                                 True),
    }
    for name, (opt, where, target, refused) in cases.items():
        tree, outside = link_tree(tmp, "links-" + name)
        link = where.split("/")[0]
        os.symlink(target, os.path.join(tree, link))
        before = outside_state(outside)
        r = run(scan + [opt, where, "."], cwd=tree)
        check(f"links/{name}/outside-untouched",
              outside_state(outside) == before,
              f"{sorted(outside_state(outside))} {r.stderr}")
        check(f"links/{name}/no-command-ran",
              not os.path.exists(os.path.join(tree, "PWNED")))
        if refused:
            check(f"links/{name}/exit-2", r.returncode == 2,
                  f"exit {r.returncode}: {r.stderr}")
            check(f"links/{name}/says-link", "symbolic link" in r.stderr,
                  r.stderr)
        else:
            p = os.path.join(tree, where)
            check(f"links/{name}/written-in-tree",
                  os.path.isfile(p) and not os.path.islink(p),
                  f"exit {r.returncode}: {r.stderr}")


def case_repo_links_outside_swept_path(sweeper, tmp):
    """Sweeping a subdirectory, a link the PR committed elsewhere in its
    repository is the PR's too."""
    tree, outside = link_tree(tmp, "repo-links")
    os.makedirs(os.path.join(tree, "src"))
    write(os.path.join(tree, "src", "a.c"), "int nova_a;\n")
    os.symlink("../home", os.path.join(tree, "out"))
    os.symlink("../home/.bashrc", os.path.join(tree, "rep.txt"))
    git(tree, "init", "-q")
    git(tree, "add", "-A")
    git(tree, "commit", "-qm", "pr")
    before = outside_state(outside)
    scan = [sweeper, "scan", "--no-clang", "--quiet", "--rules=.sweeper.yaml"]
    for name, args in (("dir", ["-o", "out/r.txt"]),
                       ("cache", ["--cache", "out/cache"])):
        r = run(scan + args + ["src"], cwd=tree)
        check(f"repo-links/{name}/exit-2", r.returncode == 2, r.stderr)
    r = run(scan + ["-o", "rep.txt", "src"], cwd=tree)
    check("repo-links/last-replaced", os.path.isfile(
        os.path.join(tree, "rep.txt")) and not os.path.islink(
        os.path.join(tree, "rep.txt")), r.stderr)
    check("repo-links/outside-untouched", outside_state(outside) == before,
          str(sorted(outside_state(outside))))


def case_fifo_in_tree(sweeper, tmp):
    tree, _ = link_tree(tmp, "fifo")
    os.mkfifo(os.path.join(tree, "fifo.txt"))
    r = run([sweeper, "scan", "--no-git", "--no-clang", "--quiet",
             "--rules=.sweeper.yaml", "-o", "fifo.txt", "."], cwd=tree)
    check("outputs/fifo-in-tree-refused", r.returncode == 2 and
          "FIFO" in r.stderr, r.stderr)


def case_outputs_still_work(sweeper, tmp):
    tree, _ = link_tree(tmp, "plain-outputs")
    scan = [sweeper, "scan", "--no-git", "--no-clang", "--quiet",
            "--rules=.sweeper.yaml"]
    r = run(scan + ["-o", "/dev/stdout", "."], cwd=tree)
    check("outputs/dev-stdout", r.returncode == 1 and "nova" in r.stdout,
          r.stderr)
    out = os.path.join(tmp, "plain-out", "r.txt")
    os.makedirs(os.path.dirname(out))
    r = run(scan + ["-o", out, "."], cwd=tree)
    check("outputs/file-outside-tree", r.returncode == 1 and
          "nova" in open(out).read(), r.stderr)
    r = run(scan + ["-o", os.path.join(tmp, "no-such-dir", "r.txt"), "."],
            cwd=tree)
    check("outputs/missing-dir-exit-2-before-sweep", r.returncode == 2 and
          "no such directory" in r.stderr, r.stderr)


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    sweeper, src = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    with tempfile.TemporaryDirectory() as tmp:
        case_new_since(sweeper, tmp)
        case_ident_on_clone(sweeper, tmp)
        case_sweep_sh(sweeper, src, tmp)
        case_output_links(sweeper, tmp)
        case_repo_links_outside_swept_path(sweeper, tmp)
        case_fifo_in_tree(sweeper, tmp)
        case_outputs_still_work(sweeper, tmp)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
