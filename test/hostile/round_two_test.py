#!/usr/bin/env python3
"""End-to-end tests of hostile input to the rule-pack loader, the language
server and the baseline reader, each on the real binary:

  * lsp-flood: a Markdown buffer with a finding on each of 100,000 (then
    400,000) lines is answered within seconds, publishes at most CAP
    diagnostics plus one that says how many more there are, and the
    server's peak memory stays small (VmHWM read before exit);
  * extends-oracle: a tree pack extending a file outside the repository,
    a missing one and a directory gets one and the same error for each
    (apart from the path as written), exit 2, and no error names the
    checkout's absolute path; so does a link in the tree that leads out;
  * tidy-oracle (with PLUGIN.so and clang-tidy-19): the same for the
    clang-tidy module's RulePack option;
  * allow-id: an allow id that is not a plain name (here one carrying
    lines of Python) is a located load error, exit 2, and the language
    server, unable to load the pack, offers no action that writes it;
    every pack in rules/ still loads;
  * baseline-depth: a --baseline nested 100,000 levels deep is an error
    (exit 2), not a crash.

usage: round_two_test.py SWEEPER_BINARY [PLUGIN.so]
Python 3 standard library only. Prints `PASS name` / `FAIL name: why` for
every check, then exactly one line `N passed, M failed`; exits 1 if any
check failed.
"""
import glob
import json
import os
import queue
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(HERE, "..", "support"))
from checks import check, finish  # noqa: E402

CAP = 1000  # diagnostics the server publishes per document (docs/editors.md)
# Under AddressSanitizer (scripts/test-sanitizers.sh) a run is several
# times slower and its memory shadowed: time and memory bounds are for the
# plain build, the behaviour is checked in both.
INSTRUMENTED = "ASAN_OPTIONS" in os.environ
LSP_SECONDS = 120 if INSTRUMENTED else 10
LSP_PEAK_MB = 300
FLOOD_PACK = ("tokens: [nova]\nallow:\n  - id: star\n    reason: astronomy\n"
              "    regex: nova_star\n")
PAYLOAD_ID = "compat\nimport os; os.system('touch /tmp/pwned')\n#"


def run(binary, args, cwd, timeout=60):
    try:
        p = subprocess.run([binary, *args], cwd=cwd, capture_output=True,
                           timeout=timeout)
        return p.returncode, p.stdout.decode("utf-8", "replace"), \
            p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return None, "", "timed out after %ds" % timeout


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def make_repo(root, files):
    os.makedirs(root)
    for name, text in files.items():
        write(os.path.join(root, name), text)
    subprocess.run(["git", "init", "-q", root], check=True)
    return root


# --------------------------------------------------------------------------
# The language server


class Server:
    """`sweeper lsp` over stdio; a thread reads its messages so that every
    wait has a deadline."""

    def __init__(self, sweeper, root):
        self.p = subprocess.Popen([sweeper, "lsp"], cwd=root,
                                  stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL)
        self.q = queue.Queue()
        self.next_id = 1
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        out = self.p.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    self.q.put(None)
                    return
                line = line.strip()
                if not line:
                    break
                k, _, v = line.decode().partition(":")
                if k.lower() == "content-length":
                    length = int(v)
            self.q.put(json.loads(out.read(length)))

    def send(self, method, params, request=True):
        msg = {"jsonrpc": "2.0", "method": method, "params": params}
        if request:
            msg["id"] = self.next_id
            self.next_id += 1
        body = json.dumps(msg).encode()
        self.p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.p.stdin.flush()
        return msg.get("id")

    def until(self, pred, seconds):
        """The first message \\p pred accepts, or None at the deadline (or
        when the server ends)."""
        deadline = time.monotonic() + seconds
        seen = []
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return None, seen
            try:
                m = self.q.get(timeout=left)
            except queue.Empty:
                return None, seen
            if m is None:
                return None, seen
            seen.append(m)
            if pred(m):
                return m, seen

    def initialize(self, root):
        rid = self.send("initialize", {"processId": None,
                                       "rootUri": "file://" + root,
                                       "capabilities": {}})
        m, seen = self.until(lambda m: m.get("id") == rid, 30)
        self.send("initialized", {}, request=False)
        return m, seen

    def open(self, uri, text, seconds):
        self.send("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "x", "version": 1, "text": text}},
            request=False)
        m, _ = self.until(
            lambda m: m.get("method") == "textDocument/publishDiagnostics"
            and m["params"]["uri"] == uri, seconds)
        return m["params"]["diagnostics"] if m else None

    def actions(self, uri, line):
        rid = self.send("textDocument/codeAction", {
            "textDocument": {"uri": uri},
            "range": {"start": {"line": line, "character": 0},
                      "end": {"line": line, "character": 0}},
            "context": {"diagnostics": []}})
        m, _ = self.until(lambda m: m.get("id") == rid, 30)
        return (m or {}).get("result")

    def peak_mb(self):
        try:
            with open("/proc/%d/status" % self.p.pid) as f:
                for line in f:
                    if line.startswith("VmHWM:"):
                        return int(line.split()[1]) / 1024
        except OSError:
            pass
        return None

    def stop(self):
        rid = self.send("shutdown", None)
        self.until(lambda m: m.get("id") == rid, 30)
        self.send("exit", None, request=False)
        self.p.stdin.close()
        try:
            return self.p.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.p.kill()
            return None


def cli_peak_mb(sweeper, root):
    """The peak memory of `sweeper scan` on \p root, for comparison."""
    p = subprocess.Popen([sweeper, "scan", "."], cwd=root,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(p.pid, 0)
    p.returncode = 0
    return usage.ru_maxrss / 1024


def lsp_flood(sweeper, tmp):
    """One finding per line of a long page: a capped list and a summary,
    in bounded time and memory."""
    root = make_repo(os.path.join(tmp, "flood"), {".sweeper.yaml": FLOOD_PACK})
    s = Server(sweeper, root)
    s.initialize(root)
    for name, lines in (("big.md", 100_000), ("huge.md", 400_000)):
        text = "nova\n" * lines
        uri = "file://" + os.path.join(root, "docs", name)
        t0 = time.monotonic()
        diags = s.open(uri, text, LSP_SECONDS)
        took = time.monotonic() - t0
        tag = "lsp-flood/%s-%dk-lines" % (name, lines // 1000)
        check(tag + "/answers-within-%ds" % LSP_SECONDS, diags is not None,
              "no publishDiagnostics within %ds" % LSP_SECONDS)
        peak = s.peak_mb()
        print("  %s: %s diagnostics in %.2f s, server VmHWM %s MB" %
              (name, len(diags) if diags is not None else "no", took, peak))
        if diags is None:
            continue
        check(tag + "/at-most-cap-plus-one", len(diags) <= CAP + 1,
              "%d diagnostics published" % len(diags))
        more = "%d more" % (lines - CAP)
        check(tag + "/summary-says-how-many-more",
              len(diags) == CAP + 1 and more in diags[-1]["message"],
              diags[-1]["message"] if diags else "none")
        check(tag + "/first-findings-kept",
              all(d["range"]["start"]["line"] == i
                  for i, d in enumerate(diags[:CAP])),
              str(diags[:2]))
        if INSTRUMENTED:
            continue
        if name == "big.md":
            check(tag + "/peak-rss-under-%dMB" % LSP_PEAK_MB,
                  peak is not None and peak < LSP_PEAK_MB,
                  "VmHWM %s MB" % peak)
        else:
            # The sweep of 400,000 findings costs what `sweeper scan` on
            # the file costs; the server adds the buffer, not a multiple.
            write(os.path.join(tmp, "cli", "docs", name), text)
            write(os.path.join(tmp, "cli", ".sweeper.yaml"), FLOOD_PACK)
            cli = cli_peak_mb(sweeper, os.path.join(tmp, "cli"))
            check(tag + "/peak-rss-within-cli-plus-100MB",
                  peak is not None and peak < cli + 100,
                  "VmHWM %s MB, sweeper scan %.0f MB" % (peak, cli))
    # Code actions come from the findings the diagnostics show.
    big = "file://" + os.path.join(root, "docs", "big.md")
    acts = s.actions(big, 5)
    check("lsp-flood/code-actions-still-answer",
          isinstance(acts, list) and
          any("ignore[docs-text]" in json.dumps(a) for a in acts),
          str(acts)[:200])
    check("lsp-flood/exit-0", s.stop() == 0)


# --------------------------------------------------------------------------
# extends: and RulePack outside the repository


OUTSIDE = ["../../../../etc/hostname", "../../../../etc/nonexistent",
           "../../../../etc"]


def normalised(err, written):
    return err.replace(written, "<PATH>")


def same_errors(tag, results, abs_paths):
    """\\p results: (path as written, exit status, stderr)."""
    texts = {normalised(err, w) for w, _, err in results}
    check(tag + "/exit-2", all(rc == 2 for _, rc, _ in results),
          str([(w, rc) for w, rc, _ in results]))
    check(tag + "/one-message-for-all", len(texts) == 1,
          "\n---\n".join(sorted(texts)))
    check(tag + "/message-is-an-error",
          all(": error: " in err or "error:" in err for _, _, err in results),
          results[0][2])
    leaked = [p for p in abs_paths for _, _, err in results if p in err]
    check(tag + "/no-absolute-checkout-path", not leaked,
          "%s in %s" % (leaked[:1], results[0][2]))


def extends_oracle(sweeper, tmp):
    root = make_repo(os.path.join(tmp, "ext", "repo"),
                     {"docs/a.md": "the nova page\n"})
    abs_paths = {root, os.path.realpath(root), tmp, os.path.realpath(tmp)}
    results = []
    for base in OUTSIDE:
        write(os.path.join(root, ".sweeper.yaml"),
              "tokens: [nova]\nextends: [%s]\n" % base)
        rc, _, err = run(sweeper, ["scan", "."], root)
        results.append((base, rc, err))
    same_errors("extends-oracle", results, abs_paths)
    check("extends-oracle/located",
          all(re.search(r"^\.sweeper\.yaml:2:\d+: error: ", e, re.M)
              for _, _, e in results), results[0][2])
    # A link committed in the tree is followed before the boundary holds:
    # one to a file outside and one to nothing say the same too.
    links = []
    for name, target in (("to-file.yaml", "/etc/hostname"),
                         ("to-nothing.yaml", "/etc/nonexistent"),
                         ("to-dir.yaml", "/etc")):
        os.symlink(target, os.path.join(root, name))
        write(os.path.join(root, ".sweeper.yaml"),
              "tokens: [nova]\nextends: [%s]\n" % name)
        rc, _, err = run(sweeper, ["scan", "."], root)
        links.append((name, rc, err))
    same_errors("extends-oracle-links", links, abs_paths)
    # Inside the repository, a pack extending a sibling still loads.
    write(os.path.join(root, "base.yaml"), "removed_symbols: [NOVA_API]\n")
    write(os.path.join(root, ".sweeper.yaml"),
          "tokens: [nova]\nextends: [docs/../base.yaml]\n")
    rc, _, err = run(sweeper, ["scan", "."], root)
    check("extends-inside-loads", rc == 1, "exit %s: %s" % (rc, err))


def tidy_oracle(plugin, tmp):
    tidy = shutil.which("clang-tidy-19")
    if not plugin or not tidy:
        print("  (no PLUGIN.so or clang-tidy-19: RulePack option not tested)")
        return
    root = make_repo(os.path.join(tmp, "tidy", "repo"),
                     {"src/a.cpp": "int nova_api() { return 0; }\n",
                      ".sweeper.yaml": "tokens: [nova]\n"})
    src = os.path.join(root, "src", "a.cpp")
    with open(os.path.join(root, "compile_commands.json"), "w") as f:
        json.dump([{"directory": root, "file": src,
                    "arguments": ["clang++", "-c", src]}], f)
    abs_paths = {root, os.path.realpath(root), tmp, os.path.realpath(tmp)}
    results = []
    for base in ["../" + p for p in OUTSIDE]:  # from the repository's top
        cfg = "--config={Checks: '-*,backend-removal-*', CheckOptions: " \
              "{backend-removal-leftover.RulePack: '%s'}}" % base
        p = subprocess.run([tidy, "--load=" + plugin, cfg, "-p", root, src],
                           cwd=root, capture_output=True, text=True,
                           timeout=120)
        lines = [l for l in (p.stdout + p.stderr).splitlines()
                 if "clang-tidy-config" in l]
        results.append((base, 2 if lines else p.returncode, "\n".join(lines)))
    same_errors("tidy-oracle", results, abs_paths)


# --------------------------------------------------------------------------
# Allow ids


def allow_id(sweeper, tmp):
    pack = ("tokens: [nova]\nallow:\n  - id: %s\n    reason: r\n"
            "    regex: 'nova_star'\n" % json.dumps(PAYLOAD_ID))
    root = make_repo(os.path.join(tmp, "allowid"),
                     {".sweeper.yaml": pack, "tool.py": "# nova here\n"})
    rc, _, err = run(sweeper, ["scan", "."], root)
    check("allow-id/exit-2", rc == 2, "exit %s" % rc)
    check("allow-id/located-error",
          re.search(r"^\.sweeper\.yaml:3:\d+: error: allow id ", err, re.M),
          err)
    check("allow-id/payload-not-printed-raw",
          not re.search(r"^import os", err, re.M), err)

    s = Server(sweeper, root)
    _, seen = s.initialize(root)
    uri = "file://" + os.path.join(root, "tool.py")
    s.open(uri, "# nova here, beside nova_star\n", 30)
    acts = s.actions(uri, 0) or []
    offered = json.dumps(acts)
    check("allow-id/lsp-offers-no-payload", "os.system" not in offered,
          offered[:300])
    shown = [m for m in seen if m.get("method") == "window/showMessage"]
    check("allow-id/lsp-says-the-pack-does-not-load",
          any("allow id" in m["params"]["message"] for m in shown),
          str(shown)[:300])
    s.stop()

    # The same tree with a plain id does offer the action: the test above
    # is about the id, not a server that offers nothing.
    write(os.path.join(root, ".sweeper.yaml"),
          pack.replace(json.dumps(PAYLOAD_ID), "compat.v2_ok-1"))
    s = Server(sweeper, root)
    s.initialize(root)
    # An allow entry is offered for a line its regex is about.
    s.open(uri, "# nova here, beside nova_star\n", 30)
    acts = s.actions(uri, 0) or []
    check("allow-id/plain-id-offered",
          any("compat.v2_ok-1" in a["title"] for a in acts),
          json.dumps(acts)[:300])
    s.stop()

    empty = os.path.join(tmp, "empty")
    os.makedirs(empty)
    bad = []
    for p in sorted(glob.glob(os.path.join(SOURCE, "rules", "*.yaml"))):
        rc, _, err = run(sweeper, ["scan", "--rules", p, empty], empty)
        if rc not in (0, 1):
            bad.append("%s: exit %s %s" % (p, rc, err))
    check("allow-id/packs-in-rules-load", not bad, "\n".join(bad))


# --------------------------------------------------------------------------
# --baseline


def baseline_depth(sweeper, tmp):
    root = make_repo(os.path.join(tmp, "base"),
                     {".sweeper.yaml": "tokens: [nova]\n",
                      "a.md": "the nova page\n"})
    deep = os.path.join(tmp, "deep.json")
    with open(deep, "w") as f:
        f.write('{"version":1,"findings":' + "[" * 100_000)
    rc, _, err = run(sweeper, ["scan", "--baseline", deep, "."], root)
    check("baseline-depth/exit-2-not-a-signal", rc == 2,
          "exit %s: %s" % (rc, err[:300]))
    check("baseline-depth/says-error", "error:" in err, err[:300])
    # A baseline the sweeper wrote still applies.
    ok = os.path.join(tmp, "ok.json")
    rc, _, err = run(sweeper, ["scan", "--write-baseline", ok, "."], root)
    rc2, _, err2 = run(sweeper, ["scan", "--baseline", ok, "."], root)
    check("baseline-depth/written-baseline-applies", rc == 0 and rc2 == 0,
          "exit %s then %s: %s" % (rc, rc2, err2[:300]))


def main():
    sweeper = os.path.abspath(sys.argv[1])
    plugin = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else None
    with tempfile.TemporaryDirectory() as tmp:
        tmp = os.path.realpath(tmp)
        lsp_flood(sweeper, tmp)
        extends_oracle(sweeper, tmp)
        tidy_oracle(plugin, tmp)
        allow_id(sweeper, tmp)
        baseline_depth(sweeper, tmp)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
