#!/usr/bin/env python3
"""End-to-end tests of --fix and --export-fixes.

usage: fix_test.py SWEEPER_BINARY SOURCE_DIR

For each test/fix/CASE/before (with its .sweeper.yaml): --fix on a copy
must give exactly CASE/after, the re-sweep must find nothing fixable, and
clang-apply-replacements-19 applying --export-fixes must give the same
tree. A case whose files are self-contained holds a PARSE file: every
file --fix touched there must still parse (C/C++ by clang-19
-fsyntax-only, CMake by configuring its project, Python by py_compile,
YAML by PyYAML, shell by bash -n). On a copy of examples/executorch-mps (with the shipped
pack): --fix leaves nothing fixable and the CMake project still
configures. A file reached through a symlink is never edited. --fix never
leaves a setuid/setgid file, keeps a file's owner when run as root, and
leaves alone a file another user owns.
"""
import filecmp, os, shutil, stat, subprocess, sys, tempfile

FAILS = []


def check(name, ok, detail=""):
    print(("PASS " if ok else "FAIL ") + name + ("" if ok else ": " + detail))
    if not ok:
        FAILS.append(name)


def run(argv, **kw):
    return subprocess.run(argv, capture_output=True, text=True, **kw)


def same_tree(a, b):
    """Relative paths whose content differs, or that only one side has."""
    diff = []
    def walk(d):
        c = filecmp.dircmp(a if not d else os.path.join(a, d),
                           b if not d else os.path.join(b, d))
        diff.extend(os.path.join(d, f) for f in
                    c.left_only + c.right_only + c.diff_files + c.funny_files)
        for s in c.common_dirs:
            walk(os.path.join(d, s))
    walk("")
    return sorted(diff)


def touched(before, fixed):
    """Files of the fixed tree whose bytes --fix changed."""
    out = []
    for d, _, files in os.walk(fixed):
        for f in files:
            path = os.path.join(d, f)
            orig = os.path.join(before, os.path.relpath(path, fixed))
            if not os.path.exists(orig) or not filecmp.cmp(orig, path, False):
                out.append(path)
    return sorted(out)


def parse_error(path, tmp):
    """Why the file no longer parses in its language, or ""."""
    ext = os.path.splitext(path)[1]
    if ext in (".c", ".h", ".cc", ".cpp", ".hpp"):
        lang = "c" if ext in (".c", ".h") else "c++"
        r = run(["clang-19", "-fsyntax-only", "-x", lang, path])
    elif os.path.basename(path) == "CMakeLists.txt":
        build = tempfile.mkdtemp(dir=tmp)
        r = run(["cmake", "-S", os.path.dirname(path), "-B", build])
    elif ext == ".cmake":
        r = run(["cmake", "-P", path])
    elif ext == ".py":
        r = run([sys.executable, "-m", "py_compile", path],
                env=dict(os.environ, PYTHONPYCACHEPREFIX=os.path.join(tmp, "pyc")))
    elif ext == ".sh":
        r = run(["bash", "-n", path])
    elif ext in (".yml", ".yaml"):
        r = run([sys.executable, "-c",
                 "import sys, yaml; list(yaml.safe_load_all(open(sys.argv[1])))",
                 path])
    else:
        return ""
    return "" if r.returncode == 0 else (r.stderr or r.stdout)[-400:]


def case_parses(case, fixed, tmp):
    """Every file --fix touched still parses in its language."""
    files = touched(os.path.join(HERE, case, "before"), fixed)
    check(f"{case}/fix-touched-files", bool(files), "nothing was fixed")
    for path in files:
        why = parse_error(path, tmp)
        check(f"{case}/parses/{os.path.relpath(path, fixed)}", not why, why)


def fixable(sweeper, tree, pack_args, tmp):
    """Diagnostics --export-fixes still writes for the tree."""
    out = os.path.join(tmp, "left.yaml")
    run([sweeper, "scan", "--quiet", "--export-fixes", out] + pack_args + [tree])
    return open(out).read().count("DiagnosticName")


def case_before_after(sweeper, case, tmp):
    fixed = os.path.join(tmp, case + "-fix")
    shutil.copytree(os.path.join(HERE, case, "before"), fixed, symlinks=True)
    r = run([sweeper, "scan", "--fix", fixed])
    # The re-sweep's status: 0 unless the case keeps leftovers no fix can
    # take (its EXIT file says so).
    want = 0
    if os.path.exists(os.path.join(HERE, case, "EXIT")):
        want = int(open(os.path.join(HERE, case, "EXIT")).read())
    check(f"{case}/fix-exit-{want}", r.returncode == want, r.stderr)
    d = same_tree(fixed, os.path.join(HERE, case, "after"))
    check(f"{case}/fix-gives-after-tree", not d, ", ".join(d))
    check(f"{case}/nothing-left-to-fix", fixable(sweeper, fixed, [], tmp) == 0)
    if os.path.exists(os.path.join(HERE, case, "PARSE")):
        case_parses(case, fixed, tmp)
    applied = os.path.join(tmp, case + "-car")
    shutil.copytree(os.path.join(HERE, case, "before"), applied, symlinks=True)
    fixes = os.path.join(tmp, case + "-fixes")
    os.makedirs(fixes)
    run([sweeper, "scan", "--quiet", "--export-fixes",
         os.path.join(fixes, "fixes.yaml"), applied])
    car = shutil.which("clang-apply-replacements-19")
    if not car:
        check(f"{case}/clang-apply-replacements", False, "not installed")
        return
    r = run([car, fixes])
    check(f"{case}/clang-apply-replacements-exit-0", r.returncode == 0, r.stderr)
    d = same_tree(applied, os.path.join(HERE, case, "after"))
    check(f"{case}/clang-apply-replacements-gives-after-tree", not d,
          ", ".join(d))


def case_examples(sweeper, tmp):
    tree = os.path.join(tmp, "examples")
    shutil.copytree(os.path.join(ROOT, "examples", "executorch-mps"), tree)
    pack = ["--rules", os.path.join(ROOT, "rules", "executorch-mps.yaml")]
    r = run([sweeper, "scan", "--fix"] + pack + [tree])
    check("examples/fix-ran", "--fix edited" in r.stderr, r.stderr)
    check("examples/nothing-left-to-fix", fixable(sweeper, tree, pack, tmp) == 0)
    cmake = shutil.which("cmake")
    r = run([cmake, "-S", tree, "-B", os.path.join(tmp, "examples-build")])
    check("examples/cmake-configures", r.returncode == 0, r.stderr[-500:])


def case_symlink(sweeper, tmp):
    """A file reached through a symlink is left alone; its target, walked
    as itself, is fixed once."""
    tree = os.path.join(tmp, "linked")
    os.makedirs(os.path.join(tree, "real"))
    with open(os.path.join(tree, ".sweeper.yaml"), "w") as f:
        f.write("tokens: [nova]\n")
    with open(os.path.join(tree, "real", "CMakeLists.txt"), "w") as f:
        f.write("if(NOVA_ON)\n  message(x)\nendif()\nproject(x)\n")
    os.symlink(os.path.join("real", "CMakeLists.txt"),
               os.path.join(tree, "direct.cmake"))
    r = run([sweeper, "scan", "--fix", tree])
    check("symlink/refused", "direct.cmake: reached through a symlink"
          in r.stderr, r.stderr)
    with open(os.path.join(tree, "real", "CMakeLists.txt")) as f:
        check("symlink/target-fixed-once", f.read() == "project(x)\n")
    check("symlink/link-kept", os.path.islink(os.path.join(tree, "direct.cmake")))


def case_symlinked_root(sweeper, tmp):
    """A root the tree turned into a symlink out of it is never written."""
    base = os.path.join(tmp, "rootlink")
    os.makedirs(os.path.join(base, "tree"))
    os.makedirs(os.path.join(base, "outside"))
    text = "if(NOVA_ON)\n  message(x)\nendif()\n"
    with open(os.path.join(base, "outside", "CMakeLists.txt"), "w") as f:
        f.write(text)
    with open(os.path.join(base, "outside", "nova_key.pem"), "w") as f:
        f.write("secret\n")
    with open(os.path.join(base, "tree", ".sweeper.yaml"), "w") as f:
        f.write("tokens: [nova]\n")
    os.symlink(os.path.join("..", "outside"), os.path.join(base, "tree", "docs"))
    r = run([sweeper, "scan", "--no-git", "--fix", "--rules", ".sweeper.yaml",
             "docs"], cwd=os.path.join(base, "tree"))
    with open(os.path.join(base, "outside", "CMakeLists.txt")) as f:
        check("symlinked-root/outside-not-edited", f.read() == text, r.stderr)
    check("symlinked-root/outside-not-deleted",
          os.path.exists(os.path.join(base, "outside", "nova_key.pem")))
    check("symlinked-root/said-why", "reached through a symlink" in r.stderr,
          r.stderr)


NOVA_BLOCK = "#ifdef NOVA_ON\nint nova_only;\n#endif\nint kept;\n"


def owned_tree(tmp, name, uid, mode):
    """A tree whose one fixable file belongs to uid with mode."""
    tree = os.path.join(tmp, name)
    os.makedirs(tree)
    os.chmod(tree, 0o777)
    with open(os.path.join(tree, ".sweeper.yaml"), "w") as f:
        f.write("tokens: [nova]\n")
    path = os.path.join(tree, "tool.c")
    with open(path, "w") as f:
        f.write(NOVA_BLOCK)
    os.chown(path, uid, uid)
    os.chmod(path, mode)
    return tree, path


def case_setuid(sweeper, tmp):
    """Run as root, --fix keeps a file's owner and drops setuid/setgid; run
    as another user, it leaves that file alone."""
    if os.geteuid() != 0:
        print("SKIP setuid: needs root to own files as another user")
        return
    tree, path = owned_tree(tmp, "setuid", 1000, 0o6755)
    r = run([sweeper, "scan", "--fix", tree])
    st = os.stat(path)
    with open(path) as f:
        check("setuid/fixed", f.read() == "int kept;\n", r.stderr)
    check("setuid/owner-kept", (st.st_uid, st.st_gid) == (1000, 1000),
          f"{st.st_uid}:{st.st_gid}")
    check("setuid/no-setuid-setgid", stat.S_IMODE(st.st_mode) == 0o755,
          oct(st.st_mode))
    # A world-writable file of uid 1001, fixed by uid 1000: refused, so it
    # is not handed over to the caller.
    tree, path = owned_tree(tmp, "others", 1001, 0o666)
    os.chmod(tmp, 0o755)
    r = run([sweeper, "scan", "--fix", tree],
            preexec_fn=lambda: (os.setgid(1000), os.setuid(1000)))
    st = os.stat(path)
    with open(path) as f:
        check("others/not-edited", f.read() == NOVA_BLOCK, r.stderr)
    check("others/owner-kept", st.st_uid == 1001, str(st.st_uid))
    check("others/said-why", "owned by another user" in r.stderr, r.stderr)


def main():
    global HERE, ROOT
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    sweeper, ROOT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    HERE = os.path.join(ROOT, "test", "fix")
    with tempfile.TemporaryDirectory() as tmp:
        for case in sorted(os.listdir(HERE)):
            if os.path.isdir(os.path.join(HERE, case, "before")):
                case_before_after(sweeper, case, tmp)
        case_examples(sweeper, tmp)
        case_symlink(sweeper, tmp)
        case_symlinked_root(sweeper, tmp)
        case_setuid(sweeper, tmp)
    print(f"{len(FAILS)} failed")
    return 1 if FAILS else 0


if __name__ == "__main__":
    sys.exit(main())
