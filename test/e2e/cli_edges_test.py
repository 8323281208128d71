#!/usr/bin/env python3
"""The command line at its edges, as CI jobs and hooks meet them: a change
that removed nothing is a clean run, not an error; a baseline used by a
hook that passes one file calls no other entry stale; writing a baseline
passes; the --new-since gate reports no configuration notes; a missing
PATH, --audit with --format, NO_COLOR, --quiet and submodules each say
what they are, once; --help lists each option once, as it is typed; an
image with text in its head is a skipped binary, not a non-UTF-8 file;
roots that hold one another say a skipped path once.

usage: cli_edges_test.py SWEEPER_BINARY
"""
import json, os, pty, re, select, struct, subprocess, sys, tempfile, zlib

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import git, write_file as write  # noqa: E402


def run(sweeper, *args, cwd):
    return subprocess.run([sweeper, *args], cwd=cwd, capture_output=True,
                          text=True, timeout=60)


def removed_nothing(sweeper, tmp):
    """--removed-since on a commit that deleted nothing exits 0 and says
    why; a tree pack still applies."""
    repo = os.path.join(tmp, "nothing")
    write(repo, "a.c", "int a;\n")
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "base")
    write(repo, "b.c", "int b;\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "adds only")
    r = run(sweeper, "scan", "--no-clang", "--removed-since", "HEAD~1", ".",
            cwd=repo)
    check("removed-nothing/exit-0", r.returncode == 0, r.stderr)
    check("removed-nothing/says-so", "removed nothing" in r.stderr, r.stderr)
    r = run(sweeper, "scan", "--no-clang", "--quiet", "--removed-since",
            "HEAD", ".", cwd=repo)
    check("removed-nothing/head-exit-0", r.returncode == 0, r.stderr)
    write(repo, ".sweeper.yaml", "tokens: [nova]\n")
    write(repo, "c.c", "int nova_x;\n")
    r = run(sweeper, "scan", "--no-clang", "--removed-since", "HEAD", ".",
            cwd=repo)
    check("removed-nothing/tree-pack-applies", r.returncode == 1 and
          "c.c:1:" in r.stdout, r.stdout + r.stderr)


def pack_tree(tmp, name):
    """Two files with a leftover each, an allow entry that matches nothing,
    committed."""
    repo = os.path.join(tmp, name)
    write(repo, ".sweeper.yaml", "tokens: [nova]\nallow:\n"
          "  - id: never-used\n    reason: r\n    regex: 'zzz'\n")
    write(repo, "a.c", "int nova_a;\n")
    write(repo, "b.c", "int nova_b;\n")
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "base")
    return repo


def baseline_in_hooks(sweeper, tmp):
    repo = pack_tree(tmp, "hook")
    base = os.path.join(tmp, "hook-baseline.json")
    r = run(sweeper, "scan", "--no-clang", "--write-baseline", base, ".",
            cwd=repo)
    check("baseline/write-exit-0", r.returncode == 0, r.stdout + r.stderr)
    # As pre-commit runs the hook: only the staged file is passed.
    r = run(sweeper, "scan", "--no-clang", "--baseline", base, "--", "a.c",
            cwd=repo)
    check("baseline/one-file-exit-0", r.returncode == 0, r.stdout + r.stderr)
    check("baseline/one-file-no-stale",
          "stale-baseline" not in r.stdout + r.stderr, r.stdout + r.stderr)
    write(repo, "b.c", "int b;\n")  # b's leftover fixed: a whole sweep says
    r = run(sweeper, "scan", "--no-clang", "--baseline", base, ".", cwd=repo)
    # A note on the baseline, not the tree: stderr, never the report.
    check("baseline/whole-tree-stale-on-stderr",
          "stale-baseline" in r.stderr and "stale-baseline" not in r.stdout,
          r.stdout + r.stderr)
    r = run(sweeper, "scan", "--no-clang", "--baseline",
            os.path.join(tmp, "missing.json"), ".", cwd=repo)
    check("baseline/missing-says-error", r.returncode == 2 and
          r.stderr.startswith("sweeper: error:"), r.stderr)


def gate_without_notes(sweeper, tmp):
    repo = pack_tree(tmp, "gate")
    write(repo, "c.c", "int nova_c;\n")
    r = run(sweeper, "scan", "--no-clang", "--new-since", "HEAD", ".",
            cwd=repo)
    check("new-since/changed-line-only", "c.c:1:" in r.stdout and
          "a.c" not in r.stdout, r.stdout)
    check("new-since/no-stale-allow",
          "stale-allow" not in r.stdout + r.stderr, r.stdout + r.stderr)


def on_terminal(argv, cwd, env):
    """stderr and stdout of \p argv on a terminal, as one string. The test
    keeps the terminal's other end open, so the child's exit does not hang
    it up: a hang-up may drop output the reader has not drained yet."""
    master, slave = pty.openpty()
    proc = subprocess.Popen(argv, cwd=cwd, env=env, stdin=slave,
                            stdout=slave, stderr=slave)
    out = b""
    while True:
        ready, _, _ = select.select([master], [], [], 0.2)
        if ready:
            out += os.read(master, 65536)
        elif proc.poll() is not None:
            break
    os.close(slave)
    os.close(master)
    return out.decode(errors="replace")


def edges(sweeper, tmp):
    repo = pack_tree(tmp, "edges")
    r = run(sweeper, "scan", "--no-clang", "no-such-dir", cwd=repo)
    check("missing-path/says-so", r.returncode == 2 and
          "no-such-dir: no such file or directory" in r.stderr and
          "rule pack" not in r.stderr, r.stderr)
    r = run(sweeper, "scan", "--no-clang", "--format=json", "--audit", ".",
            cwd=repo)
    check("audit-with-format/refused", r.returncode == 2 and
          "--audit" in r.stderr and not r.stdout, r.stdout + r.stderr)
    r = run(sweeper, "scan", "--quiet", ".", cwd=repo)
    check("quiet/no-clang-warning", "Clang pass did not run" not in r.stderr,
          r.stderr)
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    coloured = on_terminal([sweeper, "scan", "--no-clang", "."], repo, env)
    plain = on_terminal([sweeper, "scan", "--no-clang", "."], repo,
                        dict(env, NO_COLOR="1"))
    sgr = re.compile(r"\x1b\[[0-9;]*m")  # colour, not the progress line's erase
    check("no-color/colour-without-it", sgr.search(coloured), coloured[:200])
    check("no-color/none-with-it", not sgr.search(plain) and "nova" in plain,
          plain[:300])
    sha = subprocess.run(["git", "-C", repo, "rev-parse", "HEAD"], check=True,
                         capture_output=True, text=True).stdout.strip()
    for n in range(3):  # checked out, as `git submodule update` leaves them
        write(repo, f"mod{n}/x.c", "int nova_sub;\n")
        git(repo, "update-index", "--add", "--cacheinfo",
            f"160000,{sha},mod{n}")
    r = run(sweeper, "scan", "--no-clang", ".", cwd=repo)
    check("submodules/one-line", r.stderr.count("skipped mod") == 0 and
          "skipped 3 git submodules" in r.stderr, r.stderr)
    check("submodules/counted", "git submodule 3)" in r.stderr, r.stderr)
    r = run(sweeper, "scan", "--no-clang", "--verbose", ".", cwd=repo)
    check("submodules/verbose-lists", "mod1: git submodule" in r.stderr,
          r.stderr)


def help_text(sweeper, tmp):
    """`scan --help` lists --audit once, --expand-response-files, and
    --removed-between with its two words apart."""
    out = run(sweeper, "scan", "--help", cwd=tmp).stdout
    shown = "\n".join(l for l in out.splitlines()
                      if re.search(r"audit|expand|removed-between", l))
    check("help/audit-once",
          len(re.findall(r"^\s+--audit\b", out, re.M)) == 1 and
          "--audit[=<value>]" in out and "=full" in out, shown)
    check("help/expand-response-files",
          re.search(r"^\s+--expand-response-files\s+- ", out, re.M), shown)
    check("help/removed-between-two-words",
          "--removed-between <A> <B>" in out and "<A B>" not in out, shown)
    for args in (["--help"], ["derive", "--help"], ["lsp", "--help"]):
        r = run(sweeper, *args, cwd=tmp)
        check("help/" + "-".join(args), r.returncode == 0 and
              r.stdout.count("--audit ") + r.stdout.count("--audit=") <= 1,
              r.stderr)
    repo = pack_tree(tmp, "expand-late")
    r = run(sweeper, "scan", "--expand-response-files", "--no-clang", ".",
            cwd=repo)
    check("expand-response-files/first-accepted", r.returncode == 1, r.stderr)
    r = run(sweeper, "scan", "--no-clang", ".", "--expand-response-files",
            cwd=repo)
    check("expand-response-files/later-refused", r.returncode == 2 and
          "must be the first option" in r.stderr, r.stderr)


def png_with_text_head():
    """A PNG whose XMP metadata fills its first 8000 bytes with text, as
    editing programs write: control bytes are too few a share to tell."""
    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data +
                struct.pack(">I", zlib.crc32(kind + data)))
    xmp = (b'<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF>' +
           b"<rdf:Description photoshop:History='resized'/>" * 300 +
           b"</rdf:RDF></x:xmpmeta>")
    pixels = zlib.compress(b"\0\xff\x00\x00" * 4)
    return (b"\x89PNG\r\n\x1a\n" +
            chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 4, 8, 2, 0, 0, 0)) +
            chunk(b"iTXt", b"XML:com.adobe.xmp\0\0\0\0\0" + xmp) +
            chunk(b"IDAT", pixels) + chunk(b"IEND", b""))


def binary_image(sweeper, tmp):
    repo = pack_tree(tmp, "image")
    with open(os.path.join(repo, "logo.png"), "wb") as f:
        f.write(png_with_text_head())
    r = run(sweeper, "scan", "--no-clang", "--format=json", ".", cwd=repo)
    report = json.loads(r.stdout) if r.stdout.startswith("{") else {}
    summary = report.get("summary", {})
    check("png/skipped-as-binary", summary.get("binary") == 1 and
          summary.get("nonUtf8") == 0 and not report.get("nonUtf8Files"),
          r.stdout[-600:] + r.stderr)
    r = run(sweeper, "scan", "--no-clang", "--audit", ".", cwd=repo)
    check("png/audit-says-binary-only",
          "logo.png" in r.stdout and "not valid UTF-8" not in r.stdout,
          r.stdout[r.stdout.find("## Not scanned"):])


def overlapping_roots(sweeper, tmp):
    """Roots that hold one another (`h h/src h/src/`) say a skipped path
    once, and count it once."""
    tree = os.path.join(tmp, "overlap")
    write(tree, "h/src/a.md", "nova\n")
    os.symlink("/nonexistent/target", os.path.join(tree, "h", "src", "gone"))
    pack = os.path.join(tmp, "overlap.yaml")
    with open(pack, "w") as f:
        f.write("tokens: [nova]\n")
    r = run(sweeper, "scan", "--no-git", "--rules", pack, "--format", "json",
            "h", "h/src", "h/src/", cwd=tree)
    out = json.loads(r.stdout or "{}")
    skipped = [s["path"] for s in out.get("skipped", [])]
    check("overlapping-roots/skipped-once", skipped == ["h/src/gone"],
          r.stdout + r.stderr)


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    sweeper = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as tmp:
        removed_nothing(sweeper, tmp)
        baseline_in_hooks(sweeper, tmp)
        gate_without_notes(sweeper, tmp)
        edges(sweeper, tmp)
        help_text(sweeper, tmp)
        binary_image(sweeper, tmp)
        overlapping_roots(sweeper, tmp)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
