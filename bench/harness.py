#!/usr/bin/env python3
"""Scale harness: how the sweep's cost grows with the tree. Not a test:
numbers depend on the machine.

    bench/harness.py [--scales 1,10] [--runs 5] [--jobs N] [--keep DIR]
                     [--clang-tus 60] [--clang-include H,...]
                     [--passes text,clang,cache,packs,idle] [--idle 3]
                     [--sweeper PATH]
                     [--tree DIR --token TOKEN --rules PACK]

For each scale it generates a synthetic git repository in the shape of the
seed's tree (about 9,000 files and 130 MB at 1x: C++, CMake, YAML
workflows, Markdown, Python, Swift), with planted leftovers of a removed
backend `nova` and look-alikes (`supernova`, `innovation`), and times,
alternating the commands run by run:

- the text pass (`sweeper scan --no-clang`, in every output format and
  `--audit`) against
  `rg -n -i -w --hidden --no-ignore nova` and `git grep -n -i -w nova`,
  all with the same number of threads;
- the Clang pass over the first --clang-tus TUs against
  `clang-19 -fsyntax-only` on the same TUs (as many in parallel) and a
  one-check `clang-tidy-19` run.

- `--cache DIR`: the text pass and the Clang pass
  without a cache, with a cold one (emptied before each run) and with a
  warm one (an unchanged re-run), and the warm/cold ratio; then the text
  pass as on a fresh clone with a restored cache (every file's times
  changed, the saved index used afresh by each run) against no cache.

It prints medians, the ratio to rg (or to clang), throughput in MB/s and
peak RSS, one table per scale. `--tree DIR` times the text pass on a real
tree too (the seed's: `--tree ../et --token mps --rules
rules/executorch-mps.yaml`). `--passes text,clang,cache,packs,idle` picks
tables (packs: the text pass with 10 to 5,000 removed symbols; idle: rg,
git grep and the text pass in text and SARIF, each run after `--idle`
seconds of sleep, as a CI lint step's one run follows idle; not in the
default, it takes that sleep per run).
"""
import argparse, json, os, random, resource, shutil, statistics, subprocess
import sys, tempfile, time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORDS = ("alpha beta gamma delta tensor kernel buffer stream device graph "
         "node edge partition runtime module export program method value "
         "shape layout memory pool arena queue event").split()
PACK = """backend: nova
tokens: [nova]
removed_paths: [backends/nova/]
removed_symbols: [PROJ_BUILD_NOVA, nova_delegate]
allow:
  - id: astronomy
    reason: supernova catalogues are data, not the backend
    regex: '[Ss]upernova'
"""


def line(rng, kind, hit, n):
    w = [rng.choice(WORDS) for _ in range(6)]
    if hit == 1:
        w[2] = rng.choice(["nova", "NOVA", "nova_delegate", "PROJ_BUILD_NOVA",
                           "backends/nova/runtime.cpp"])
    elif hit == 2:
        w[3] = rng.choice(["supernova", "innovation", "novalis"])
    if kind == "cpp":
        return (f"int {w[0]}_{w[1]}_{n}(int x) {{ return x; }} "
                f"// {' '.join(w[2:])}\n")
    if kind == "cmake":
        return f"set({w[0].upper()}_{w[1].upper()} {' '.join(w[2:])})\n"
    if kind == "yml":
        return f"  {w[0]}_{w[1]}: {' '.join(w[2:])}\n"
    if kind == "py":
        return f"{w[0]}_{w[1]} = '{' '.join(w[2:])}'\n"
    if kind == "swift":
        return f"let {w[0]}{w[1].title()} = \"{' '.join(w[2:])}\"\n"
    return f"The {w[0]} {w[1]} is {' '.join(w[2:])}.\n"


KINDS = [("cpp", "src/{d}/f{i}.cpp", 0.40), ("py", "py/{d}/m{i}.py", 0.30),
         ("md", "docs/{d}/p{i}.md", 0.15), ("cmake", "cmake/{d}/CMakeLists{i}.txt", 0.05),
         ("yml", ".github/workflows/w{d}_{i}.yml", 0.05),
         ("swift", "apple/{d}/S{i}.swift", 0.05)]


def generate(root, scale, seed=1):
    """About 9,000 files of ~14 KB per 1x; one line in 400 names the
    backend, one in 400 is a look-alike."""
    rng = random.Random(seed)
    files = 9000 * scale
    for n in range(files):
        r, acc = rng.random(), 0.0
        for kind, pattern, share in KINDS:
            acc += share
            if r <= acc:
                break
        rel = pattern.format(d=n % 97, i=n)
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        lines = []
        if kind == "yml":
            lines.append("jobs:\n")
        for k in range(rng.randint(150, 350)):
            x = rng.random()
            lines.append(line(rng, kind, 1 if x < 0.0025 else
                              2 if x < 0.005 else 0, k))
        with open(path, "w") as f:
            f.writelines(lines)
    with open(os.path.join(root, ".sweeper.yaml"), "w") as f:
        f.write(PACK)
    git = ["git", "-C", root, "-c", "user.name=b", "-c", "user.email=b@b"]
    subprocess.run(git + ["init", "-q"], check=True)
    # No `git gc --auto` behind the commit: at 10x it packs for minutes on
    # both cores while the tables are timed.
    subprocess.run(git + ["config", "gc.auto", "0"], check=True)
    subprocess.run(git + ["add", "-A"], check=True)
    subprocess.run(git + ["commit", "-qm", "synthetic"], check=True)


def tree_bytes(root):
    total = 0
    for d, dirs, fs in os.walk(root):
        dirs[:] = [x for x in dirs if x != ".git"]
        # lstat: a real tree has dangling links.
        total += sum(os.lstat(os.path.join(d, f)).st_size for f in fs)
    return total


def run_once(argv, cwd):
    """Wall seconds and peak RSS (MB) of one run of argv. Its output goes
    to a file, not /dev/null: rg notices /dev/null and may stop early."""
    out = tempfile.TemporaryFile()
    t0 = time.perf_counter()
    p = subprocess.Popen(argv, cwd=cwd, stdout=out,
                         stderr=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    out.close()
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        raise SystemExit(f"{argv[0]} exited {code} in {cwd}")
    return wall, ru.ru_maxrss / 1024


def busy_share(seconds=0.5):
    """Share of the CPUs something else used over \p seconds (from
    /proc/stat; None off Linux)."""
    def sample():
        with open("/proc/stat") as f:
            v = [int(x) for x in f.readline().split()[1:]]
        return sum(v), v[3] + v[4]  # total, idle + iowait
    try:
        t0, i0 = sample()
        time.sleep(seconds)
        t1, i1 = sample()
    except OSError:
        return None
    return 1 - (i1 - i0) / max(1, t1 - t0)


def measure(commands, cwd, runs, idle=0.0):
    """Runs every command once to warm up, then alternates them, each
    round in another order; medians. With \p idle, each timed run comes
    after that many seconds of sleep, as a lint step's one run comes
    after idle: on the project's VMs memory freed is handed back to the
    host within seconds, and the next process's first touches of it cost
    more than in runs back to back.
    Warns when the machine is busy before it starts: a background job
    (a `git gc`, a build) moves every ratio."""
    busy = busy_share()
    if busy is not None and busy > 0.1:
        print(f"warning: {busy:.0%} of the CPUs busy before timing; "
              "the numbers below are not to be trusted", file=sys.stderr)
    for argv in commands.values():
        run_once(argv, cwd)
    walls = {k: [] for k in commands}
    rss = {k: 0.0 for k in commands}
    names = list(commands)
    order = random.Random(len(names) * 1000 + runs)
    for r in range(runs):
        # Each round in its own order: a command that always ran after the
        # same one inherited its state (git grep's 10x run left the next
        # sweep 15-70% slower). Starting each round one command later kept
        # that neighbour in four rounds of five.
        for k in order.sample(names, len(names)):
            if idle:
                time.sleep(idle)
            w, m = run_once(commands[k], cwd)
            walls[k].append(w)
            rss[k] = max(rss[k], m)
    return {k: (statistics.median(v), rss[k], v) for k, v in walls.items()}


def table(title, results, base, mb=None):
    """Ratio of the medians, and the median of each round's ratio: a
    machine whose speed drifts over minutes moves the first (each median
    comes from other minutes), hardly the second (a command and its base
    ran in the same round, seconds apart)."""
    print(f"\n{title}")
    print(f"| command | median s | x {base} | paired x {base} | MB/s "
          "| peak RSS MB |")
    print("|---|---|---|---|---|---|")
    b, _, base_runs = results[base]
    for k, (w, m, runs) in results.items():
        rate = f"{mb / w:.0f}" if mb else "-"
        paired = statistics.median(r / q for r, q in zip(runs, base_runs))
        print(f"| {k} | {w:.3f} | {w / b:.2f} | {paired:.2f} | {rate} "
              f"| {m:.0f} |")


def text_pass(args, root, mb, token="nova", extra=(), idle=0.0):
    """The text pass in every output format against rg and git grep; with
    \p idle, text and SARIF only, each run after \p idle seconds."""
    j = str(args.jobs)
    sweep = [args.sweeper, "scan", "--quiet", "--no-clang", f"-j{j}", *extra]
    cmds = {
        "rg": ["rg", "-n", "-i", "-w", "--hidden", "--no-ignore", "-j", j,
               token, "."],
        "git grep": ["git", "grep", "-n", "-i", "-w", f"--threads={j}",
                     token],
        "sweeper text": [*sweep, "."],
    }
    formats = ("sarif",) if idle else ("json", "sarif", "github", "lintrunner")
    for fmt in formats:
        cmds[f"sweeper {fmt}"] = [*sweep, f"--format={fmt}", "."]
    if not idle:
        cmds["sweeper --audit"] = [*sweep, "--audit", "."]
    title = f"text pass, {mb:.0f} MB" + (f", each run after {idle:g} s idle"
                                         if idle else "")
    table(title, measure(cmds, root, args.runs, idle), "rg", mb)


def pack_pass(args, root, build):
    """The text pass with packs of growing size: removed symbols named like
    the tree's identifiers (most never occur), so the cost of the pack
    itself shows; it must grow at most linearly, without a cliff."""
    os.makedirs(build, exist_ok=True)
    j = str(args.jobs)
    cmds = {}
    for n in (10, 100, 1000, 5000):
        pack = os.path.join(build, f"pack-{n}.yaml")
        with open(pack, "w") as f:
            f.write(PACK.replace("removed_symbols: [PROJ_BUILD_NOVA, "
                                 "nova_delegate]",
                                 "removed_symbols: [PROJ_BUILD_NOVA, "
                                 "nova_delegate, " + ", ".join(
                                     f"{WORDS[i % len(WORDS)]}_sym_{i}"
                                     for i in range(n)) + "]"))
        cmds[f"{n} symbols"] = [args.sweeper, "scan", "--quiet", "--no-clang",
                                f"-j{j}", "--rules", pack, "."]
    table("text pass, pack size", measure(cmds, root, args.runs),
          "10 symbols")


def pick_tus(root, count):
    """count TUs of which one in ten names the backend: the shape the
    prefilter is for (a removal touches a few TUs of a large database)."""
    with_hit, without = [], []
    for d, _, fs in sorted(os.walk(os.path.join(root, "src"))):
        for f in sorted(fs):
            if f.endswith(".cpp"):
                path = os.path.join(d, f)
                with open(path) as fh:
                    hit = "nova" in fh.read().lower()
                (with_hit if hit else without).append(path)
    hits = max(1, count // 10)
    return sorted(with_hit[:hits] + without[:count - hits])


def clang_pass(args, root, build, timed=True):
    tus = pick_tus(root, args.clang_tus)
    os.makedirs(build, exist_ok=True)
    # --clang-include: forced standard headers give each TU the parse cost
    # of real code (the generated sources include nothing).
    flags = ["-std=c++17"]
    for h in filter(None, args.clang_include.split(",")):
        flags += ["-include", h]
    with open(os.path.join(build, "compile_commands.json"), "w") as f:
        json.dump([{"directory": root, "file": t,
                    "arguments": ["clang++", *flags, "-c", t]}
                   for t in tus], f)
    j = str(args.jobs)
    xargs = ["xargs", "-P", j, "-n", "8"]
    listing = os.path.join(build, "tus.txt")
    with open(listing, "w") as f:
        f.write("\n".join(tus) + "\n")
    if not timed:
        return
    cmds = {
        "clang-19 -fsyntax-only": ["sh", "-c",
                                   f"{' '.join(xargs)} clang-19 -fsyntax-only "
                                   f"{' '.join(flags)} < {listing}"],
        "clang-tidy-19, one check": ["sh", "-c",
                                     f"{' '.join(xargs)} clang-tidy-19 -p "
                                     f"{build} --quiet --checks=-*,"
                                     f"readability-braces-around-statements"
                                     f" < {listing}"],
        # The TUs are the scope: their text is scanned too, the rest of
        # the tree is context only.
        "sweeper, Clang pass, every TU": [args.sweeper, "scan", "--quiet",
                                          f"-j{j}", "--no-prefilter", "-p",
                                          build, *tus],
        "sweeper, Clang pass, prefilter": [args.sweeper, "scan", "--quiet",
                                           f"-j{j}", "-p", build, *tus],
    }
    table(f"Clang pass, {len(tus)} TUs, one in ten names the backend",
          measure(cmds, root, args.runs), "clang-19 -fsyntax-only")


def cache_pass(args, root, build):
    """Cold and warm --cache runs of the text pass and of the Clang pass
    (the database clang_pass wrote)."""
    j = str(args.jobs)
    cold, warm = os.path.join(build, "cache-cold"), os.path.join(build, "cache-warm")
    # Results that read a file changed within 2 s of the run are not kept.
    time.sleep(2.2)
    for title, extra, base in (
            ("text pass", ["--no-clang", "."], "no cache"),
            ("Clang pass", ["--no-prefilter", "-p", build, "src"], "no cache")):
        sweep = [args.sweeper, "scan", "--quiet", f"-j{j}", *extra]
        shutil.rmtree(warm, ignore_errors=True)
        cmds = {
            "no cache": sweep,
            "cold cache": ["sh", "-c", f'rm -rf "$0" && exec "$@"', cold,
                           *sweep, "--cache", cold],
            "warm cache": [*sweep, "--cache", warm],
        }
        res = measure(cmds, root, args.runs)
        table(f"--cache, {title}", res, base)
        print(f"warm/cold: {res['warm cache'][0] / res['cold cache'][0]:.3f}")
    fresh_checkout(args, root, build)


def fresh_checkout(args, root, build):
    """A cache restored onto a fresh clone: every file has another stat
    signature. Each run starts from the same saved index (hard links: the
    sweep replaces the index by a rename, leaving the saved one whole)."""
    j = str(args.jobs)
    sweep = [args.sweeper, "scan", "--quiet", f"-j{j}", "--no-clang", "."]
    saved, cache = (os.path.join(build, d) for d in ("cache-saved", "cache-fresh"))
    shutil.rmtree(saved, ignore_errors=True)
    run_once([*sweep, "--cache", saved], root)
    old = time.time() - 86400
    for d, _, files in os.walk(root):
        if "/.git/" in d + "/" or d.startswith(build):
            continue
        for f in files:
            os.utime(os.path.join(d, f), (old, old), follow_symlinks=False)
    time.sleep(2.2)  # the change times are now: settled only after 2 s
    cmds = {
        "no cache": sweep,
        "every signature changed": ["sh", "-c", 'rm -rf "$0" && cp -al "$1" "$0"'
                                    ' && shift && exec "$@"', cache, saved, *sweep,
                                    "--cache", cache],
    }
    table("--cache, text pass on a fresh checkout", measure(cmds, root, args.runs),
          "no cache")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--scales", default="1,10")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--jobs", type=int, default=os.cpu_count())
    ap.add_argument("--clang-tus", type=int, default=60)
    ap.add_argument("--keep", help="generate into DIR/scale-N and keep it")
    ap.add_argument("--sweeper", default=os.path.join(HERE, "build/bin/sweeper"))
    ap.add_argument("--passes", default="text,clang,cache,packs")
    ap.add_argument("--clang-include", default="vector,string,memory",
                    help="headers each TU is compiled with (-include), e.g. "
                         "vector,string,map")
    ap.add_argument("--tree", help="also time the text pass on this git "
                    "tree (the seed's), with --token and --rules")
    ap.add_argument("--token", default="mps")
    ap.add_argument("--idle", type=float, default=3.0,
                    help="seconds of sleep before each run of the idle "
                    "pass")
    ap.add_argument("--rules", help="rule pack for --tree")
    args = ap.parse_args()
    # Each command runs in the tree it times, so a relative path given
    # from the checkout would name nothing there.
    args.sweeper = os.path.abspath(args.sweeper)
    passes = args.passes.split(",")
    if args.tree:
        mb = tree_bytes(args.tree) / 1e6
        print(f"\n## {args.tree}, {mb:.0f} MB, jobs {args.jobs}")
        pack = ["--rules", os.path.abspath(args.rules)] if args.rules else []
        if "text" in passes:
            text_pass(args, args.tree, mb, args.token, pack)
        if "idle" in passes:
            text_pass(args, args.tree, mb, args.token, pack, args.idle)
    base = args.keep or tempfile.mkdtemp(prefix="sweeper-harness-")
    try:
        for scale in (int(s) for s in args.scales.split(",") if s):
            root = os.path.join(base, f"scale-{scale}")
            if not os.path.isdir(os.path.join(root, ".git")):
                generate(root, scale)
            mb = tree_bytes(root) / 1e6
            print(f"\n## {scale}x: {root}, {mb:.0f} MB, jobs {args.jobs}")
            if "text" in passes:
                text_pass(args, root, mb)
            if "idle" in passes:
                text_pass(args, root, mb, idle=args.idle)
            # The database lives outside the tree, as a build directory
            # would: inside, the text pass would scan it too.
            build = os.path.join(base, f"build-{scale}")
            if "clang" in passes or "cache" in passes:
                clang_pass(args, root, build, "clang" in passes)
            if "cache" in passes:
                cache_pass(args, root, build)
            if "packs" in passes:
                pack_pass(args, root, build)
    finally:
        if not args.keep:
            shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
