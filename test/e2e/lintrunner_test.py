#!/usr/bin/env python3
"""--format=lintrunner and --paths-from end to end: every output line is one
LintMessage of lintrunner's schema, hostile names and text keep the framing,
the first fixable finding of a file carries its whole text before and after,
and --paths-from scans exactly the files it lists.

usage: lintrunner_test.py SWEEPER_BINARY
"""
import json, os, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402

# lintrunner's lint_message.rs: field -> the JSON types it accepts.
FIELDS = {"path": (str, type(None)), "line": (int, type(None)),
          "char": (int, type(None)), "code": (str,), "severity": (str,),
          "name": (str,), "original": (str, type(None)),
          "replacement": (str, type(None)), "description": (str, type(None))}
SEVERITIES = {"error", "warning", "advice", "disabled"}

# A fixable CMake file whose other lines hold what must survive JSON:
# quotes, backslashes, `%`, `,`, `:`, an escape byte and a CI-log command.
CMAKE = ('project(x) # "q" \\ 100% a,b:c \x1b[31m ##[group]\n'
         'option(PROJ_NOVA "Build nova" OFF)\n'
         'add_library(core core.c)\n')
FLAG = "cmake -DPROJ_NOVA=ON ..\n"




def write(root, name, text):
    with open(os.path.join(root, name), "w", newline="") as f:
        f.write(text)


def run(sweeper, *args, cwd=None):
    return subprocess.run([sweeper, "scan", "--quiet", *args], cwd=cwd,
                          capture_output=True, text=True)


def messages(name, out):
    """Parses every line; checks each is a complete, well-typed message."""
    parsed = []
    for n, line in enumerate(out.split("\n")[:-1], 1):
        try:
            m = json.loads(line)
        except ValueError as e:
            check(f"{name}-line-{n}-is-json", False, f"{e}: {line!r}")
            continue
        typed = isinstance(m, dict) and set(m) == set(FIELDS) and all(
            isinstance(m[k], t) and not isinstance(m[k], bool)
            for k, t in FIELDS.items())
        check(f"{name}-line-{n}-schema", typed, line)
        if typed:
            check(f"{name}-line-{n}-values",
                  m["code"] == "BACKEND-SWEEPER" and
                  m["severity"] in SEVERITIES and
                  (m["line"] is None or m["line"] >= 1) and
                  (m["char"] is None or m["char"] >= 1), line)
            parsed.append(m)
    check(f"{name}-ends-with-newline", out == "" or out.endswith("\n"), out)
    return parsed


def hostile_tree(sweeper, tree):
    """Names with `,` `:` `%` quotes and a newline, an escape byte, and a
    fixable file with hostile text: one well-formed line per finding."""
    names = ['we,ird:na%me "q".sh', "new\nline.sh", "esc\x1b[2J.cmake"]
    for n in names:
        write(tree, n, FLAG if n.endswith(".sh") else CMAKE)
    write(tree, "CMakeLists.txt", CMAKE)
    write(tree, ".sweeper.yaml", "tokens: [nova]\n")
    r = run(sweeper, "--no-git", "--format=lintrunner", "--fail-on=none",
            tree)
    check("hostile-exit-0-with-fail-on-none", r.returncode == 0, r.stderr)
    msgs = messages("hostile", r.stdout)
    j = run(sweeper, "--no-git", "--format=json", tree)
    count = len(json.loads(j.stdout)["findings"])
    check("hostile-one-line-per-finding",
          count == len(r.stdout.splitlines()) == len(msgs) == 4,
          f"{count} findings, {len(msgs)} messages")
    check("hostile-no-raw-escape-or-log-command",
          "\x1b" not in r.stdout and "##[" not in r.stdout, r.stdout)
    ids = {l.split()[0] for l in subprocess.run(
        [sweeper, "--list-checks"], capture_output=True,
        text=True).stdout.splitlines()}
    check("hostile-names-are-check-ids",
          all(m["name"] in ids for m in msgs), str([m["name"] for m in msgs]))
    paths = {m["path"] for m in msgs}
    check("hostile-punctuation-path-exact",
          os.path.join(tree, names[0]) in paths, str(paths))
    check("hostile-newline-path-escaped",
          os.path.join(tree, "new\\nline.sh") in paths, str(paths))
    return msgs


def patches(tree, msgs):
    """CMakeLists.txt: one message carries the exact file before and after
    its fix; the escape-named copy names no file, so carries none."""
    main = [m for m in msgs if m["path"] == os.path.join(tree,
                                                         "CMakeLists.txt")]
    fixed = [m for m in main if m["original"] is not None]
    check("patch-on-one-message", len(fixed) == 1, str(main))
    if fixed:
        after = CMAKE.replace('option(PROJ_NOVA "Build nova" OFF)\n', "")
        check("patch-original-exact", fixed[0]["original"] == CMAKE,
              repr(fixed[0]["original"]))
        check("patch-replacement-exact", fixed[0]["replacement"] == after,
              repr(fixed[0]["replacement"]))
    esc = [m for m in msgs if m["path"].startswith(os.path.join(tree, "esc"))]
    check("escaped-name-shown-escaped", bool(esc) and all(
        "\\x1b" in m["path"] and m["original"] is None for m in esc),
        str(esc))
    flags = [m for m in msgs if m["path"].endswith(".sh")]
    check("no-fix-means-null", bool(flags) and all(
        m["original"] is None and m["replacement"] is None for m in flags),
        str(flags))


def paths_from(sweeper, tree):
    """Exactly the listed files (absolute and relative to the working
    directory), blank lines ignored; an empty list scans nothing; an `@`
    argument is still refused."""
    for n in ("a.sh", "b.sh", "c.sh"):
        write(tree, n, FLAG)
    listed = os.path.join(tree, "paths.txt")
    write(tree, "paths.txt", os.path.join(tree, "a.sh") + "\n\nc.sh\n")
    r = run(sweeper, "--format=lintrunner", "--paths-from", listed, cwd=tree)
    got = sorted(m["path"] for m in messages("paths-from", r.stdout))
    check("paths-from-exactly-listed",
          # relative to the repository's top level, however they were given
          got == ["a.sh", "c.sh"], str(got))
    check("paths-from-findings-exit-1", r.returncode == 1, r.stderr)
    write(tree, "empty.txt", "\n")
    r = run(sweeper, "--format=lintrunner", "--paths-from",
            os.path.join(tree, "empty.txt"), cwd=tree)
    check("paths-from-empty-scans-nothing",
          r.returncode == 0 and r.stdout == "", r.stdout + r.stderr)
    r = run(sweeper, "--paths-from", os.path.join(tree, "missing.txt"),
            cwd=tree)
    check("paths-from-unreadable-exit-2", r.returncode == 2 and
          "cannot read --paths-from" in r.stderr, r.stderr)
    r = run(sweeper, "--format=lintrunner", "@" + listed, cwd=tree)
    check("response-file-still-refused", r.returncode == 2 and
          "response file" in r.stderr and r.stdout == "", r.stderr)


def main():
    sweeper = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as tree:
        patches(tree, hostile_tree(sweeper, tree))
    with tempfile.TemporaryDirectory() as tree:
        subprocess.run(["git", "init", "-q", tree], check=True)
        write(tree, ".sweeper.yaml", "tokens: [nova]\n")
        paths_from(sweeper, tree)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
