#!/usr/bin/env python3
"""`sweeper watch` with `sweeper scan --cache` end to end: an identical run
in an unchanged tree writes the recorded output again (stdout, stderr and
exit status as the run that recorded it), and every kind of change since
(an edit, a new file, a new directory and a file made in it later, a
renamed directory, a mode change, the rule pack) sends the next run to
sweep; each format keeps its own record; a cache directory the walk
lists is not recorded, one git ignores is; the Clang pass's runs are not recorded; a damaged
record is ignored with a note; without a live watcher (killed, its socket
left behind) a run sweeps, and a new watcher's first answer replays
nothing; a second watcher on one cache directory is refused; git's user
configuration is seen; a link into the cache directory is not followed;
a stopped watcher costs a sweep a second; a watcher whose root's path
now names another directory stops. A run without --stats that writes to
standard output is replayed before the program starts, running nothing,
unless a file outside the tree it read, its environment, or where a link
above the tree leads changed.

usage: watch_test.py SWEEPER_BINARY
"""
import json, os, shutil, signal, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import write  # noqa: E402

PACK = "tokens: [nova]\nremoved_symbols: [nova_init]\n"
FILES = {
    ".sweeper.yaml": PACK,
    "CMakeLists.txt": 'option(PROJ_NOVA "n" OFF)\nproject(x)\n',
    "docs/a.md": "# Docs\n\nSee the nova backend.\n",
    "tools/gen.py": "def keep():\n    return 1\n",
    "src/x.cpp": "int nova_init();\nint keep();\n",
}
REPLAYED = "written again: the watcher saw no change"


class Watcher:
    started = []  # killed at the end whatever happened

    def __init__(self, sweeper, root, cache):
        self.p = subprocess.Popen([sweeper, "watch", "--cache", cache, "."],
                                  cwd=root, stderr=subprocess.PIPE, text=True)
        Watcher.started.append(self.p)
        self.first = self.p.stderr.readline()

    def stop(self, sig=signal.SIGTERM):
        self.p.send_signal(sig)
        return self.p.wait(timeout=10)


def sweep(sweeper, root, cache, *args):
    return subprocess.run([sweeper, "scan", "--no-git", "--color=never",
                           "--stats", "--cache", cache, *args, "."],
                          cwd=root, capture_output=True, text=True)


def replayed(r):
    return REPLAYED in r.stderr


def without_stats(r):
    return [ln for ln in r.stderr.splitlines()
            if not ln.startswith(("sweeper: time:", "sweeper: cache:"))]


def same_output(a, b):
    return (a.stdout == b.stdout and a.returncode == b.returncode
            and without_stats(a) == without_stats(b))


def replays_identically(sweeper, root, cache):
    first = sweep(sweeper, root, cache)
    second = sweep(sweeper, root, cache)
    check("first-run-sweeps", not replayed(first) and first.returncode == 1,
          first.stderr)
    check("second-run-replays", replayed(second), second.stderr)
    check("replay-prints-what-the-sweep-printed", same_output(first, second),
          second.stdout + second.stderr)
    check("replay-has-the-summary",
          any("findings" in ln for ln in without_stats(second)), second.stderr)
    return first


def change_is_seen(sweeper, root, cache, name, change, expect):
    """After \\p change, the next run sweeps and finds \\p expect; the one
    after replays it."""
    sweep(sweeper, root, cache)
    change()
    r = sweep(sweeper, root, cache)
    check(f"{name}-sweeps-again", not replayed(r), r.stderr)
    check(f"{name}-is-in-the-report", expect(r.stdout), r.stdout)
    again = sweep(sweeper, root, cache)
    check(f"{name}-then-replays", replayed(again) and same_output(r, again),
          again.stderr)


def changes(sweeper, root, cache):
    def append(rel, text):
        def do():
            with open(os.path.join(root, rel), "a") as f:
                f.write(text)
        return do

    change_is_seen(sweeper, root, cache, "edit",
                   append("tools/gen.py", "NOVA_MODE = 1\n"),
                   lambda out: "tools/gen.py:3" in out)
    change_is_seen(sweeper, root, cache, "new-directory",
                   lambda: write(root, {"new/deep/b.md": "nova here\n"}),
                   lambda out: "new/deep/b.md:1" in out)
    # new/deep was made after the watcher started: its own watch sees this.
    change_is_seen(sweeper, root, cache, "edit-in-new-directory",
                   append("new/deep/b.md", "more nova\n"),
                   lambda out: "new/deep/b.md:2" in out)
    change_is_seen(sweeper, root, cache, "renamed-directory",
                   lambda: os.rename(os.path.join(root, "new"),
                                     os.path.join(root, "moved")),
                   lambda out: "moved/deep/b.md:2" in out
                   and "new/deep" not in out)
    change_is_seen(sweeper, root, cache, "edit-in-renamed-directory",
                   append("moved/deep/b.md", "third nova\n"),
                   lambda out: "moved/deep/b.md:3" in out)
    change_is_seen(sweeper, root, cache, "mode-change",
                   lambda: os.chmod(os.path.join(root, "docs/a.md"), 0o600),
                   lambda out: "docs/a.md:3" in out)
    change_is_seen(sweeper, root, cache, "rule-pack",
                   lambda: write(root, {".sweeper.yaml":
                                        "tokens: [nova, keep]\n"}),
                   lambda out: "tools/gen.py:1" in out)
    write(root, {".sweeper.yaml": PACK})


def formats(sweeper, root, cache):
    text = sweep(sweeper, root, cache)
    sweep(sweeper, root, cache, "--format=json")
    j = sweep(sweeper, root, cache, "--format=json")
    check("json-replays", replayed(j) and json.loads(j.stdout)["findings"],
          j.stderr)
    t = sweep(sweeper, root, cache)
    check("text-record-kept-beside-json", replayed(t) and same_output(text, t),
          t.stderr)


def damaged(sweeper, root, cache):
    good = sweep(sweeper, root, cache)
    for name in os.listdir(cache):
        if name.startswith("report-"):
            with open(os.path.join(cache, name), "r+b") as f:
                f.seek(-3, os.SEEK_END)
                f.write(b"zzz")
    r = sweep(sweeper, root, cache)
    check("damaged-record-noted",
          "ignoring a recorded report" in r.stderr and not replayed(r),
          r.stderr)
    check("damaged-record-output-right", r.stdout == good.stdout, r.stdout)


def clang_not_recorded(sweeper, root, cache):
    db = [{"directory": root, "file": "src/x.cpp",
           "command": "clang++ -std=c++17 -c src/x.cpp"}]
    write(root, {"compile_commands.json": json.dumps(db)})
    sweep(sweeper, root, cache, "--stats")
    r = sweep(sweeper, root, cache, "--stats")
    check("clang-pass-run-not-replayed", not replayed(r), r.stderr)
    os.remove(os.path.join(root, "compile_commands.json"))


def cache_inside(sweeper, tmp):
    """A cache directory the walk meets lists its own files as skipped, and
    they change with every run: such runs are not recorded. Ignored by git,
    the walk never meets it, and they are."""
    root = os.path.join(tmp, "inside")
    write(root, FILES)
    cache = os.path.join(root, ".cache")
    w = Watcher(sweeper, root, cache)
    sweep(sweeper, root, cache)
    r = sweep(sweeper, root, cache)
    check("cache-listed-not-recorded", not replayed(r), r.stderr)
    w.stop()
    write(root, {".gitignore": ".cache/\n"})
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run([*git, "init", "-q"], cwd=root, check=True)
    subprocess.run([*git, "add", "."], cwd=root, check=True)
    subprocess.run([*git, "commit", "-qm", "x"], cwd=root, check=True)
    w = Watcher(sweeper, root, cache)
    args = [sweeper, "scan", "--stats", "--cache", cache, "."]
    runs = [subprocess.run(args, cwd=root, capture_output=True, text=True)
            for _ in range(2)]
    check("cache-ignored-by-git-replays",
          not replayed(runs[0]) and replayed(runs[1])
          and same_output(runs[0], runs[1]), runs[1].stderr)
    w.stop()


def git_tree(root, files):
    write(root, files)
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run([*git, "init", "-q"], cwd=root, check=True)
    subprocess.run([*git, "add", "."], cwd=root, check=True)
    subprocess.run([*git, "commit", "-qm", "x"], cwd=root, check=True)


def git_sweep(sweeper, root, cache, env=None):
    return subprocess.run([sweeper, "scan", "--stats", "--color=never",
                           "--cache", cache, "."], cwd=root, env=env,
                          capture_output=True, text=True)


def outside_inputs(sweeper, tmp):
    """What the walk reads from outside the watched tree is seen too; a
    link into the cache directory is not read (the cache's files are not
    the tree's), and a run that met one is not recorded."""
    root = os.path.join(tmp, "outside")
    home = os.path.join(tmp, "home")
    os.makedirs(os.path.join(home, ".config", "git"))
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME="")
    git_tree(root, {**FILES, ".gitignore": ".cache/\n"})
    write(root, {"notes.md": "nova notes\n", ".cache/x.md": "clean\n"})
    cache = os.path.join(root, ".cache")
    w = Watcher(sweeper, root, cache)
    git_sweep(sweeper, root, cache, env)
    with open(os.path.join(home, ".config", "git", "ignore"), "w") as f:
        f.write("notes.md\n")
    r = git_sweep(sweeper, root, cache, env)
    check("git-user-ignore-seen",
          not replayed(r) and "notes.md" not in r.stdout, r.stdout)
    os.symlink(".cache/x.md", os.path.join(root, "doc.md"))
    with open(os.path.join(root, ".cache", "x.md"), "a") as f:
        f.write("nova via a link\n")
    git_sweep(sweeper, root, cache, env)
    r = git_sweep(sweeper, root, cache, env)
    check("link-into-cache-not-read-nor-recorded",
          not replayed(r) and "doc.md" not in r.stdout
          and "skipped 1 " in r.stderr, r.stdout + r.stderr)
    w.stop()


def hung_watcher(sweeper, tmp):
    """A stopped watcher whose backlog is full costs a sweep a second."""
    import socket, time
    root = os.path.join(tmp, "hung")
    cache = os.path.join(tmp, "hung-cache")
    write(root, FILES)
    w = Watcher(sweeper, root, cache)
    w.p.send_signal(signal.SIGSTOP)
    held = []
    for _ in range(80):
        s = socket.socket(socket.AF_UNIX)
        s.settimeout(0.05)
        try:
            s.connect(os.path.join(cache, "watch.sock"))
        except OSError:
            pass
        held.append(s)
    t0 = time.time()
    try:
        r = subprocess.run([sweeper, "scan", "--no-git", "--stats", "--cache",
                            cache, "."], cwd=root, capture_output=True,
                           text=True, timeout=20)
        ok = r.returncode == 1 and not replayed(r)
    except subprocess.TimeoutExpired:
        ok = False
    check("stopped-watcher-costs-a-second", ok and time.time() - t0 < 10,
          f"{time.time() - t0:.1f} s")
    for s in held:
        s.close()
    w.p.send_signal(signal.SIGCONT)
    w.stop()


def moved_root(sweeper, tmp):
    """A directory above the root renamed, a new tree at the old path: the
    watcher watches the old one, so it stops instead of answering."""
    base = os.path.join(tmp, "ws")
    root = os.path.join(base, "proj")
    cache = os.path.join(tmp, "moved-cache")
    write(root, FILES)
    w = Watcher(sweeper, root, cache)
    sweep(sweeper, root, cache)
    os.rename(base, base + ".old")
    write(root, {**FILES, "docs/a.md": "clean\n"})
    r = sweep(sweeper, root, cache)
    check("moved-root-not-replayed",
          not replayed(r) and "docs/a.md" not in r.stdout, r.stdout)
    check("moved-root-stops-watcher", w.p.wait(timeout=10) == 2)


def direct_replay(sweeper, tmp):
    """Without --stats, to standard output: the replay happens before the
    program starts and writes nothing (a sweep writes its record and the
    file cache into the cache directory; a replay leaves it as it was), yet
    a changed rule pack or --paths-from file outside the tree, another
    environment, and a link above the tree now pointing elsewhere each send
    the run to sweep; a report to -o is written again after start-up."""
    base = os.path.join(tmp, "direct")
    env = dict(os.environ)
    pack = os.path.join(base, "packs", "pack.yaml")
    write(base, {"packs/pack.yaml": PACK})
    for t in ("a", "b"):
        git_tree(os.path.join(base, "ws", t),
                 {**FILES, "docs/a.md": f"tree {t}: nova\n"})
    os.symlink(os.path.join("ws", "a"), os.path.join(base, "link"))
    cache = os.path.join(base, "cache")
    w = Watcher(sweeper, os.path.join(base, "ws"), cache)

    def cache_files():
        """Each file in the cache directory: its inode, time and size."""
        return {os.path.join(d, n): (st.st_ino, st.st_mtime_ns, st.st_size)
                for d, _, names in os.walk(cache) for n in names
                for st in [os.lstat(os.path.join(d, n))]
                if os.path.isfile(os.path.join(d, n))}

    def run(*extra, environ=env, paths=("link",)):
        """The run, and what it wrote to the cache directory ("" for
        nothing: the run did not sweep)."""
        before = cache_files()
        r = subprocess.run([sweeper, "scan", "--color=never", "--rules", pack,
                            *extra, *paths], cwd=base, env=environ,
                           capture_output=True, text=True)
        after = cache_files()
        return r, "".join(f"wrote {p}\n" for p in sorted(after)
                          if before.get(p) != after[p])

    def settled(*extra, **kw):
        """The run's output once recorded, and the next identical run's."""
        run(*extra, **kw)
        return run(*extra, **kw)

    def direct(name, *extra):
        first, _ = run(*extra)
        again, ran = run(*extra)
        check(name, not ran and same_output(first, again)
              and "tree a: nova" in again.stdout, ran + again.stderr)

    direct("direct-replay-runs-nothing", "--cache", cache)
    direct("cache-equals-form-replays-directly", f"--cache={cache}")
    settled("--cache", cache)
    other = dict(env, SWEEPER_TEST_OTHER="1")
    r, ran = run("--cache", cache, environ=other)
    check("other-environment-sweeps", ran and r.returncode == 1, r.stderr)
    out = os.path.join(base, "report.txt")
    r, _ = settled("--cache", cache, "-o", out)
    with open(out) as f:
        check("report-to-file-replays", "tree a: nova" in f.read()
              and r.returncode == 1, r.stderr)
    settled("--cache", cache)
    write(base, {"packs/pack.yaml": PACK + "tokens: [tree]\n"})
    r, ran = run("--cache", cache)
    check("outside-pack-change-sweeps",
          ran and "'tree'" in r.stdout, r.stdout + r.stderr)
    listed = os.path.join(base, "paths.txt")
    write(base, {"paths.txt": "ws/a/docs/a.md\n"})
    settled("--cache", cache, "--paths-from", listed, paths=())
    write(base, {"paths.txt": "ws/a/CMakeLists.txt\n"})
    # Files named alone: the sweep asks git nothing, so the report shows it.
    r, _ = run("--cache", cache, "--paths-from", listed, paths=())
    check("paths-from-change-sweeps",
          "CMakeLists.txt" in r.stdout and "a.md" not in r.stdout,
          r.stdout + r.stderr)
    settled("--cache", cache)
    os.remove(os.path.join(base, "link"))
    os.symlink(os.path.join("ws", "b"), os.path.join(base, "link"))
    r, ran = run("--cache", cache)
    check("root-link-repointed-sweeps",
          ran and "tree b: nova" in r.stdout, r.stdout + r.stderr)
    w.stop()


def read_outside(sweeper, tmp):
    """What a recorded run read outside the tree and could not check again
    is not recorded; what it can check is: a pack its pack extends, a
    --paths-from pipe, an excludes file the repository's configuration
    names, a tree in no repository (one made above it would change the
    walk). Each run is compared with a fresh one (another environment
    never replays)."""
    base = os.path.join(tmp, "read-outside")
    packs = os.path.join(base, "packs")
    write(packs, {"p.yaml": "extends: base.yaml\ntokens: [zzz]\n",
                  "base.yaml": "tokens: [vega]\n"})
    root = os.path.join(base, "ws", "repo")
    git_tree(root, {"docs/a.md": "nova here\n", "docs/c.md": "clean\n"})
    write(root, {"docs/u.md": "nova untracked\n"})
    plain = os.path.join(base, "ws", "plain")
    write(plain, {".sweeper.yaml": PACK, "docs/a.md": "nova here\n"})
    cache = os.path.join(base, "cache")
    w = Watcher(sweeper, os.path.join(base, "ws"), cache)

    def run(*args, cwd=root, stdin=None, fresh=False):
        env = dict(os.environ, FRESH="1") if fresh else None
        return subprocess.run([sweeper, "scan", "--color=never", "--cache",
                               cache, *args], cwd=cwd, env=env, input=stdin,
                              capture_output=True, text=True)

    def matches_fresh(name, *args, change, **kw):
        run(*args, **kw)
        run(*args, **kw)
        change()
        r, fresh = run(*args, **kw), run(*args, fresh=True, **kw)
        check(name, (r.stdout, r.returncode) == (fresh.stdout,
                                                 fresh.returncode),
              f"replayed:\n{r.stdout}\nfresh:\n{fresh.stdout}")

    rules = ["--rules", os.path.join(packs, "p.yaml"), "."]
    matches_fresh("extended-pack-change-sweeps", *rules, change=lambda: write(
        packs, {"base.yaml": "tokens: [nova]\n"}))
    listed = ["--rules", os.path.join(packs, "p.yaml"), "--paths-from",
              "/dev/stdin"]
    run(*listed, stdin="docs/c.md\n")
    r = run(*listed, stdin="docs/a.md\n")
    check("piped-paths-from-not-recorded", "docs/a.md" in r.stdout,
          r.stdout + r.stderr)
    ignored = os.path.join(base, "ignored")
    write(base, {"ignored": "docs/u.md\n"})
    subprocess.run(["git", "config", "core.excludesFile", ignored],
                   cwd=root, check=True)
    matches_fresh("repository-excludes-file-not-recorded", *rules,
                  change=lambda: write(base, {"ignored": "\n"}))
    run("--stats", ".", cwd=plain)
    r = run("--stats", ".", cwd=plain)
    check("tree-outside-any-repository-not-recorded", not replayed(r),
          r.stderr)
    w.stop()


def main():
    sweeper = os.path.abspath(sys.argv[1])
    tmp = tempfile.mkdtemp(prefix="sweeper-watch-")
    try:
        root = os.path.join(tmp, "tree")
        cache = os.path.join(tmp, "cache")
        write(root, FILES)
        w = Watcher(sweeper, root, cache)
        check("watcher-starts", w.first.startswith("sweeper: watching"),
              w.first)
        twice = subprocess.run([sweeper, "watch", "--cache", cache, root],
                               capture_output=True, text=True, timeout=10)
        check("second-watcher-refused",
              twice.returncode == 2 and "already serves" in twice.stderr,
              twice.stderr)
        replays_identically(sweeper, root, cache)
        changes(sweeper, root, cache)
        formats(sweeper, root, cache)
        damaged(sweeper, root, cache)
        clang_not_recorded(sweeper, root, cache)
        last = sweep(sweeper, root, cache)
        check("watcher-stops-cleanly", w.stop() == 0)
        check("socket-removed", not os.path.exists(
            os.path.join(cache, "watch.sock")))
        r = sweep(sweeper, root, cache)
        check("no-watcher-sweeps", not replayed(r) and same_output(last, r),
              r.stderr)
        w = Watcher(sweeper, root, cache)
        w.stop(signal.SIGKILL)
        r = sweep(sweeper, root, cache)
        check("dead-watcher-sweeps", not replayed(r), r.stderr)
        w = Watcher(sweeper, root, cache)
        check("restart-over-stale-socket",
              w.first.startswith("sweeper: watching"), w.first)
        r = sweep(sweeper, root, cache)
        check("new-watcher-replays-nothing-old", not replayed(r), r.stderr)
        w.stop()
        cache_inside(sweeper, tmp)
        outside_inputs(sweeper, tmp)
        direct_replay(sweeper, tmp)
        read_outside(sweeper, tmp)
        hung_watcher(sweeper, tmp)
        moved_root(sweeper, tmp)
    finally:
        for p in Watcher.started:
            if p.poll() is None:
                p.kill()
                p.wait()
        shutil.rmtree(tmp, ignore_errors=True)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
