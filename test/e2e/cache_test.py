#!/usr/bin/env python3
"""--cache DIR end to end: a warm run prints exactly what a cold run and a
run without the cache print (text and JSON); a touched file is reused
by its digest when it has hits; a changed file, a changed
rule pack and a changed header are seen; fixes come back from a cache
that a run showing none filled; an added file is scanned alone
(and CODEOWNERS, which reads the file list); a truncated, corrupt, foreign or
symlinked cache file is ignored with a note; the cache directory is never
swept; two sweeps sharing a cache leave it usable; a changed header
re-parses exactly the translation units that include it; a file git lists
that the work tree lost leaves no outcome to be reused once it is back.

usage: cache_test.py SWEEPER_BINARY
"""
import json, os, re, shutil, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import write  # noqa: E402

PACK = "tokens: [nova]\nremoved_symbols: [nova_init]\n"
TEXT_FILES = {
    ".sweeper.yaml": PACK,
    "CMakeLists.txt": 'option(PROJ_NOVA "n" OFF)\nproject(x)\n',
    "docs/a.md": "# Docs\n\nSee the nova backend.\n",
    "scripts/run.sh": "echo ok\nbuild --flag=zeta\n",
    "tools/gen.py": "def keep():\n    return 1\n",
}
CLANG_FILES = {
    "include/a.h": "#pragma once\nint nova_init();\nint keep_a();\n",
    "include/b.h": "#pragma once\n#define USE_NOVA 1\nint keep_b();\n",
    "src/x.cpp": '#include "a.h"\nint x() { return nova_init(); }\n',
    "src/y.cpp": '#include "b.h"\n#if USE_NOVA\nint y() { return 1; }\n#endif\n',
    "src/z.cpp": '#include "a.h"\n#include "b.h"\n'
                 "int z() { return keep_a() + USE_NOVA; }\n",
}
STATS = re.compile(r"sweeper: cache: files (\d+) reused, (\d+) scanned; "
                   r"TUs (\d+) reused, (\d+) parsed")


def settle():
    """A file changed within 2 s of a run may change again unseen by its
    stat signature, so results that read one are not kept (the racy-git
    rule); the tests wait that long after writing."""
    time.sleep(2.2)


def sweep(sweeper, root, *args):
    return subprocess.run([sweeper, "scan", "--no-git", "--color=never",
                           "--stats", *args, "."], cwd=root,
                          capture_output=True, text=True)


def counts(r):
    m = STATS.search(r.stderr)
    return tuple(int(g) for g in m.groups()) if m else None


def notes(r):
    return [ln for ln in r.stderr.splitlines() if "note: ignoring cache" in ln]


def cold_warm(sweeper, root, cache):
    for fmt in ("text", "json"):
        plain = sweep(sweeper, root, f"--format={fmt}")
        cold = sweep(sweeper, root, f"--format={fmt}", "--cache", cache)
        warm = sweep(sweeper, root, f"--format={fmt}", "--cache", cache)
        check(f"{fmt}-cold-warm-uncached-identical",
              plain.stdout == cold.stdout == warm.stdout
              and plain.returncode == cold.returncode == warm.returncode == 1
              and plain.stdout, warm.stderr)
        check(f"{fmt}-warm-reuses-every-file",
              counts(warm) is not None and counts(warm)[0] == 4
              and counts(warm)[1] == 0, warm.stderr)
    if "nova" not in plain.stdout:
        check("json-has-findings", False, plain.stdout)


def fixes_from_cache(sweeper, root, cache, tmp):
    """A run that shows no fixes (text) fills the cache with them anyway:
    a later --export-fixes run reusing every file exports what an
    uncached one does."""
    sweep(sweeper, root, "--cache", cache)
    exported = {}
    for name, args in (("uncached", ()), ("warm", ("--cache", cache))):
        path = os.path.join(tmp, f"fixes-{name}.yaml")
        r = sweep(sweeper, root, f"--export-fixes={path}", *args)
        with open(path) as f:
            exported[name] = f.read()
        if name == "warm":
            check("fixes-warm-reuses-every-file",
                  counts(r) is not None and counts(r)[:2] == (4, 0), r.stderr)
    check("fixes-from-cache-as-uncached",
          exported["warm"] == exported["uncached"]
          and "ReplacementText" in exported["warm"], str(exported))


def touched(sweeper, root, cache):
    """A fresh checkout gives every file another stat signature: a file
    with hits whose bytes are the same is reused by its digest, one with
    nothing in it is scanned again (cheaper than hashing it), and the next
    run reuses all four by their new signatures."""
    old = time.time() - 3600
    for name in TEXT_FILES:
        os.utime(os.path.join(root, name), (old, old))
    settle()  # the change time is now, whatever the times set
    plain = sweep(sweeper, root)
    r = sweep(sweeper, root, "--cache", cache)
    check("touched-hits-reused-rest-rescanned",
          counts(r) is not None and counts(r)[:2] == (2, 2), r.stderr)
    check("touched-output-as-uncached", r.stdout == plain.stdout, r.stdout)
    r = sweep(sweeper, root, "--cache", cache)
    check("touched-then-all-reused",
          counts(r) is not None and counts(r)[:2] == (4, 0), r.stderr)


def changed_file(sweeper, root, cache):
    with open(os.path.join(root, "tools/gen.py"), "a") as f:
        f.write("NOVA_MODE = 1\n")
    r = sweep(sweeper, root, "--cache", cache)
    check("changed-file-rescanned",
          "tools/gen.py:3" in r.stdout and counts(r)[:2] == (3, 1), r.stderr)


def changed_pack(sweeper, root, cache):
    """zeta sits in a file whose bytes did not change: only the pack did."""
    with open(os.path.join(root, ".sweeper.yaml"), "w") as f:
        f.write("tokens: [nova, zeta]\nremoved_symbols: [nova_init]\n")
    r = sweep(sweeper, root, "--cache", cache)
    check("changed-pack-finds-new-leftover-in-unchanged-file",
          "scripts/run.sh:2" in r.stdout and counts(r)[0] == 0, r.stderr)
    with open(os.path.join(root, ".sweeper.yaml"), "w") as f:
        f.write(PACK)


def index_file(cache):
    names = [n for n in os.listdir(cache) if n.startswith("files-")]
    return os.path.join(cache, names[0]) if len(names) == 1 else None


def damaged(sweeper, root, cache):
    """Each damage is a miss with one note, and the output stays right."""
    want = sweep(sweeper, root).stdout
    sweep(sweeper, root, "--cache", cache)
    path = index_file(cache)
    good = open(path, "rb").read()
    cases = {
        "truncated": (good[:len(good) // 2], "checksum mismatch"),
        "corrupt": (good[:-3] + bytes(b ^ 0x55 for b in good[-3:]),
                    "checksum mismatch"),
        "foreign": (good.replace(b"backend-sweeper ", b"backend-sweepex ", 1),
                    "another version or build"),
        "garbage": (b"\x00" * 64, "not a sweeper cache file"),
        "empty": (b"", "not a sweeper cache file"),
    }
    for name, (data, reason) in cases.items():
        with open(path, "wb") as f:
            f.write(data)
        r = sweep(sweeper, root, "--cache", cache)
        check(f"{name}-cache-ignored-with-note",
              r.stdout == want and len(notes(r)) == 1
              and reason in notes(r)[0] and counts(r)[0] == 0,
              r.stderr)
        check(f"{name}-cache-rewritten", counts(sweep(
            sweeper, root, "--cache", cache))[0] == 4)
    os.remove(path)
    with open(os.path.join(root, "..", "elsewhere"), "wb") as f:
        f.write(good)
    os.symlink(os.path.join(root, "..", "elsewhere"), path)
    r = sweep(sweeper, root, "--cache", cache)
    check("symlinked-cache-file-not-followed",
          r.stdout == want and len(notes(r)) == 1 and "symlink" in notes(r)[0]
          and counts(r)[0] == 0, r.stderr)
    os.remove(path)


def not_swept(sweeper, root):
    """The cache's files hold the findings' text; inside the tree they
    would be leftovers themselves. They are not swept, but said to be
    skipped: a file a PR commits there cannot hide without a word."""
    want = sweep(sweeper, root)
    inside = os.path.join(root, "build-cache")
    sweep(sweeper, root, "--cache", inside)
    r = sweep(sweeper, root, "--cache", inside)
    skipped = [l for l in r.stderr.splitlines() if "build-cache" in l]
    check("cache-dir-in-tree-not-swept",
          r.stdout == want.stdout and counts(r)[0] == 4 and os.listdir(inside)
          and skipped and all(l.startswith("sweeper: skipped ") and
                              l.endswith(": inside the --cache directory")
                              for l in skipped), r.stderr)
    with open(os.path.join(inside, "planted.cmake"), "w") as f:
        f.write("option(PROJ_NOVA \"o\" OFF)\n")
    r = sweep(sweeper, root, "--cache", inside)
    check("planted-file-in-cache-dir-said",
          "build-cache/planted.cmake: inside the --cache directory"
          in r.stderr, r.stderr)
    shutil.rmtree(inside)


def shared(sweeper, root, cache):
    """Two sweeps writing one cache: rename is atomic, so the index is
    one run's or the other's, never a mix."""
    shutil.rmtree(cache, ignore_errors=True)
    args = [sweeper, "scan", "--no-git", "--quiet", "--cache", cache, "."]
    procs = [subprocess.Popen(args, cwd=root, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
             for _ in range(4)]
    outs = [p.communicate() for p in procs]
    want = sweep(sweeper, root).stdout
    r = sweep(sweeper, root, "--cache", cache)
    check("concurrent-sweeps-share-a-cache",
          all(o == want and not e for o, e in outs) and r.stdout == want
          and not notes(r) and counts(r)[0] == 4,
          r.stderr + "".join(e for _, e in outs))


def compile_db(root):
    cmds = [{"directory": root, "file": f"src/{n}.cpp",
             "arguments": ["clang++", "-std=c++17", "-Iinclude", "-c",
                           f"src/{n}.cpp"]} for n in "xyz"]
    with open(os.path.join(root, "compile_commands.json"), "w") as f:
        json.dump(cmds, f)


def headers(sweeper, root, cache):
    args = ["--cache", cache, "--format=json"]
    plain = sweep(sweeper, root, "--format=json")
    cold = sweep(sweeper, root, *args)
    warm = sweep(sweeper, root, *args)
    check("clang-cold-parses-all", counts(cold)[2:] == (0, 3), cold.stderr)
    check("clang-warm-reuses-all-tus",
          counts(warm)[2:] == (3, 0) and warm.stdout == plain.stdout
          and json.loads(warm.stdout)["summary"]["clang"]["parsed"] == 3,
          warm.stderr)
    with open(os.path.join(root, "include/b.h"), "a") as f:
        f.write("int nova_extra();\n")
    settle()
    r = sweep(sweeper, root, *args)
    plain = sweep(sweeper, root, "--format=json")
    check("changed-header-reparses-exactly-its-includers",
          counts(r)[2:] == (1, 2), r.stderr)
    check("changed-header-output-as-uncached",
          r.stdout == plain.stdout and "nova_extra" in r.stdout, r.stderr)
    r = sweep(sweeper, root, *args)
    check("changed-header-then-all-reused", counts(r)[2:] == (3, 0), r.stderr)


def added_file(sweeper, root, cache):
    """An added file is scanned alone: no entry holds the file list except
    that of a file whose checks read it whole (a CODEOWNERS naming the
    backend), which is scanned again. One that does not name it is not
    checked at all (its findings could not count), so it is reused."""
    write(root, {"CODEOWNERS": "/docs/ @owner\n/nova/ @owner\n",
                 "tools/CODEOWNERS": "/gone/ @owner\n"})
    settle()
    sweep(sweeper, root, "--cache", cache)
    before = counts(sweep(sweeper, root, "--cache", cache))
    write(root, {"docs/new.md": "nothing to see\n"})
    settle()
    r = sweep(sweeper, root, "--cache", cache)
    plain = sweep(sweeper, root)
    check("added-file-rescans-only-it-and-codeowners",
          before is not None and before[1] == 0 and counts(r) is not None
          and counts(r)[:2] == (before[0] - 1, 2), r.stderr)
    check("added-file-output-as-uncached",
          r.stdout == plain.stdout and r.returncode == plain.returncode,
          r.stdout)


def git(root, *args):
    subprocess.run(["git", "-c", "user.email=t@t", "-c", "user.name=t",
                    *args], cwd=root, check=True, capture_output=True)


def gone_from_work_tree(sweeper, tmp):
    """Git lists a file the work tree lost: a cold run reads what it can
    without an lstat first, and the CODEOWNERS outcome it keeps is for the
    list without that file. Once the file is back, a warm run must not
    reuse it ("matches no file" was kept under the list with the file)."""
    root, cache = os.path.join(tmp, "git"), os.path.join(tmp, "git-cache")
    write(root, {".sweeper.yaml": "tokens: [nova]\n",
                 "CODEOWNERS": "/nova/ @owner\n/docs/ @owner\n",
                 "nova/x.md": "kept\n", "docs/a.md": "ok\n"})
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "tree")
    os.remove(os.path.join(root, "nova/x.md"))
    settle()

    def run(*args):
        return subprocess.run([sweeper, "scan", "--no-clang", "--color=never",
                               *args, "."], cwd=root, capture_output=True,
                              text=True)
    cold, plain = run("--cache", cache, "--stats"), run()
    check("git-gone-file-cold-as-uncached", cold.stdout == plain.stdout
          and "matches no file" in cold.stdout, cold.stdout)
    # CODEOWNERS is scanned twice (again once the list is final), counted
    # once; the lost file is not counted: as the summary's 2 of 2.
    check("scanned-again-counted-once", counts(cold) is not None
          and counts(cold)[:2] == (0, 2) and "scanned 2 of 2" in cold.stderr,
          cold.stderr)
    git(root, "checkout", "--", "nova/x.md")
    settle()
    warm, plain = run("--cache", cache), run()
    check("git-restored-file-warm-as-uncached", warm.stdout == plain.stdout
          and "matches no file" not in warm.stdout, warm.stdout)


def main():
    sweeper = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as tmp:
        root, cache = os.path.join(tmp, "tree"), os.path.join(tmp, "cache")
        write(root, TEXT_FILES)
        settle()
        cold_warm(sweeper, root, cache)
        fixes_from_cache(sweeper, root, cache, tmp)
        touched(sweeper, root, cache)
        changed_file(sweeper, root, cache)
        changed_pack(sweeper, root, cache)
        damaged(sweeper, root, cache)
        not_swept(sweeper, root)
        shared(sweeper, root, cache)
        added_file(sweeper, root, cache)
    with tempfile.TemporaryDirectory() as tmp:
        root, cache = os.path.join(tmp, "tree"), os.path.join(tmp, "cache")
        write(root, {".sweeper.yaml": PACK, **CLANG_FILES})
        compile_db(root)
        settle()
        headers(sweeper, root, cache)
    with tempfile.TemporaryDirectory() as tmp:
        gone_from_work_tree(sweeper, tmp)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
