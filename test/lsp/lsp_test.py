#!/usr/bin/env python3
"""A scripted LSP session with `sweeper lsp`: initialize, didOpen of a
CMake, a YAML, a Markdown and a C++ file, didChange, codeAction (the
"Ignore" and "Allow" actions applied to the text and sent back, which
must clear their line), a malformed message, an unknown method, shutdown
and exit. Each file states
the diagnostics it expects inline (`EXPECT-LSP: line:char code`, 0-based
as LSP counts); a missing and an extra diagnostic both fail.

usage: lsp_test.py SWEEPER_BINARY [--time]
  --time  also print the time from didChange to publishDiagnostics on a
          5,000-line file (a measurement, not a test)
"""
import json, os, re, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402





FILES = {
    ".sweeper.yaml": """tokens: [nova]
removed_symbols: [PROJ_BUILD_NOVA]
allow:
  - id: nova-star
    reason: the Nova star catalogue is astronomy, not the backend
    regex: 'nova_star'
""",
    "CMakeLists.txt": """project(demo)
option(PROJ_BUILD_NOVA "Build Nova" OFF) # EXPECT-LSP: 1:7 cmake-option
add_subdirectory(core)
""",
    ".github/workflows/ci.yml": """name: ci
on: [push]
jobs:
  test-nova: # EXPECT-LSP: 3:7 ci-workflow
    runs-on: ubuntu-latest
""",
    "docs/index.md": """# Backends

Run the Nova backend with care. <!-- EXPECT-LSP: 2:8 docs-text -->
The nova_star catalogue stays. <!-- allowed: not published by default -->
""",
    "src/main.cpp": """#include <cstdio>
// naïve nova path  EXPECT-LSP: 1:9 comment-mention
int main() { return 0; }
""",
}


class Session:
    def __init__(self, sweeper, root):
        self.p = subprocess.Popen([sweeper, "lsp"], cwd=root,
                                  stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE)
        self.next_id = 1

    def send_raw(self, body: bytes):
        self.p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.p.stdin.flush()

    def send(self, method, params, request=True):
        msg = {"jsonrpc": "2.0", "method": method, "params": params}
        if request:
            msg["id"] = self.next_id
            self.next_id += 1
        self.send_raw(json.dumps(msg).encode())
        return msg.get("id")

    def read(self):
        length = None
        while True:
            line = self.p.stdout.readline()
            if not line:
                return None
            line = line.strip()
            if not line:
                break
            k, _, v = line.decode().partition(":")
            if k.lower() == "content-length":
                length = int(v)
        return json.loads(self.p.stdout.read(length))

    def until(self, pred):
        while True:
            m = self.read()
            if m is None or pred(m):
                return m

    def response(self, id_):
        return self.until(lambda m: m.get("id") == id_ and "method" not in m)

    def diagnostics(self, uri):
        m = self.until(lambda m: m.get("method") ==
                       "textDocument/publishDiagnostics"
                       and m["params"]["uri"] == uri)
        return m["params"]["diagnostics"] if m else None


def expected(text):
    want = set()
    for m in re.finditer(r"EXPECT-LSP: (\d+):(\d+) ([a-z-]+)", text):
        want.add((int(m.group(1)), int(m.group(2)), m.group(3)))
    return want


def got(diags):
    return {(d["range"]["start"]["line"], d["range"]["start"]["character"],
             d["code"]) for d in diags}


def open_all(s, root):
    for name, text in FILES.items():
        if name == ".sweeper.yaml":
            continue
        uri = "file://" + os.path.join(root, name)
        s.send("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "x", "version": 1, "text": text}},
            request=False)
        diags = s.diagnostics(uri)
        check(f"didOpen-{name}", diags is not None and
              got(diags) == expected(text), f"{diags}")
        if name == "docs/index.md":
            check("allowed-look-alike-not-published",
                  all(d["severity"] <= 2 for d in diags), str(diags))
        if name == "src/main.cpp":
            # 'naïve ' is 6 UTF-16 units but 7 bytes before 'nova'.
            check("utf16-characters", (1, 9, "comment-mention") in got(diags),
                  str(diags))


def allowed_on_request(sweeper, root):
    """initializationOptions.showAllowed publishes allowed look-alikes as
    hints, with the allow entry's reason."""
    s = Session(sweeper, root)
    rid = s.send("initialize", {"processId": None, "rootUri": "file://" + root,
                                "capabilities": {},
                                "initializationOptions": {"showAllowed": True}})
    s.response(rid)
    s.send("initialized", {}, request=False)
    uri = "file://" + os.path.join(root, "docs/index.md")
    s.send("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "markdown", "version": 1,
        "text": FILES["docs/index.md"]}}, request=False)
    diags = s.diagnostics(uri) or []
    hints = [d for d in diags if d["severity"] == 4]
    check("show-allowed/hint-with-reason", len(hints) == 1 and
          "astronomy" in hints[0]["message"] and
          hints[0]["range"]["start"] == {"line": 3, "character": 4},
          str(diags))
    rid = s.send("shutdown", None)
    s.response(rid)
    s.send("exit", None, request=False)
    s.p.stdin.close()
    s.p.wait(timeout=10)


def change_and_act(s, root):
    uri = "file://" + os.path.join(root, "CMakeLists.txt")
    text = "project(demo)\nadd_subdirectory(core)\nset(X -DPROJ_BUILD_NOVA=ON)\n"
    s.send("textDocument/didChange", {
        "textDocument": {"uri": uri, "version": 2},
        "contentChanges": [{"text": text}]}, request=False)
    diags = s.diagnostics(uri)
    check("didChange-rescans-the-buffer",
          diags is not None and got(diags) == {(2, 8, "define-flag")},
          str(diags))
    text = "project(demo)\noption(PROJ_BUILD_NOVA \"x\" OFF)\n"
    s.send("textDocument/didChange", {
        "textDocument": {"uri": uri, "version": 3},
        "contentChanges": [{"text": text}]}, request=False)
    s.diagnostics(uri)
    actions = code_actions(s, uri, 1)
    titles = [a["title"] for a in actions]
    fix = [a for a in actions if a["title"].startswith("Remove")]
    edits = fix[0]["edit"]["changes"][uri] if fix else []
    check("codeAction-fix-deletes-the-option-line",
          len(edits) == 1 and edits[0]["range"]["start"]["line"] == 1 and
          edits[0]["newText"] == "", str(actions))
    check("codeAction-no-allow-entry-that-is-not-about-the-line",
          not [t for t in titles if t.startswith("Allow")], str(titles))


def code_actions(s, uri, line):
    rid = s.send("textDocument/codeAction", {
        "textDocument": {"uri": uri},
        "range": {"start": {"line": line, "character": 0},
                  "end": {"line": line, "character": 0}},
        "context": {"diagnostics": []}})
    return (s.response(rid) or {}).get("result") or []


def offset(text, pos):
    """The string index of an LSP position (UTF-16 characters)."""
    lines = text.split("\n")
    start = sum(len(l) + 1 for l in lines[:pos["line"]])
    units, i, line = 0, 0, lines[pos["line"]] if pos["line"] < len(lines) else ""
    while units < pos["character"] and i < len(line):
        units += 2 if ord(line[i]) > 0xFFFF else 1
        i += 1
    return start + i


def apply_edit(text, action, uri):
    """The text after the action's WorkspaceEdit, as an editor applies it."""
    edits = action["edit"]["changes"][uri]
    for e in sorted(edits, key=lambda e: offset(text, e["range"]["start"]),
                    reverse=True):
        b, e_ = offset(text, e["range"]["start"]), offset(text, e["range"]["end"])
        text = text[:b] + e["newText"] + text[e_:]
    return text


def resend(s, uri, text, version):
    s.send("textDocument/didChange", {
        "textDocument": {"uri": uri, "version": version},
        "contentChanges": [{"text": text}]}, request=False)
    return s.diagnostics(uri) or []


def lines_of(diags):
    return sorted(d["range"]["start"]["line"] for d in diags)


def quiet(diags):
    """No Information or Hint diagnostic (a stale directive would be one)."""
    return all(d["severity"] <= 2 for d in diags)


def act(s, uri, text, line, title):
    """The text after the action titled `title` on `line`, or None."""
    for a in code_actions(s, uri, line):
        if a["title"] == title:
            return apply_edit(text, a, uri)
    return None


def ignore_actions(s, root):
    """Each finding offers "Ignore <check> on this line"; applying it and
    sending the text back clears that line, and only that line."""
    uri = "file://" + os.path.join(root, "CMakeLists.txt")
    text = ('project(demo)\noption(PROJ_BUILD_NOVA "nova_star data" OFF)\n'
            "set(X -DPROJ_BUILD_NOVA=ON) # a comment\n")
    diags = resend(s, uri, text, 10)
    check("ignore/two-findings", lines_of(diags) == [1, 2], str(diags))
    titles = [a["title"] for a in code_actions(s, uri, 1)]
    check("ignore/offered-with-the-allow-entry-about-the-line",
          "Ignore cmake-option on this line" in titles and
          "Allow this line as 'nova-star'" in titles, str(titles))
    allowed = act(s, uri, text, 1, "Allow this line as 'nova-star'")
    diags = resend(s, uri, allowed or text, 11)
    check("allow-action/clears-its-line",
          allowed is not None and lines_of(diags) == [2] and quiet(diags),
          f"{allowed!r} {diags}")
    resend(s, uri, text, 12)  # back to both findings
    text2 = act(s, uri, text, 1, "Ignore cmake-option on this line")
    diags = resend(s, uri, text2 or text, 13)
    check("ignore-action/trailing-comment-clears-its-line",
          text2 is not None and "# sweeper: ignore[cmake-option]" in text2 and
          lines_of(diags) == [2] and quiet(diags), f"{text2!r} {diags}")
    # The line holds a comment already: the directive goes on a line above.
    text3 = act(s, uri, text2 or text, 2, "Ignore define-flag on this line")
    diags = resend(s, uri, text3 or text, 14)
    check("ignore-action/next-line-above-a-commented-line",
          text3 is not None and
          "# sweeper: ignore-next-line[define-flag]\nset(" in text3 and
          diags == [], f"{text3!r} {diags}")
    ignore_in_markdown(s, root)
    no_comment_syntax(s, root)
    ignore_on_continued_lines(s, root)


def ignore_on_continued_lines(s, root):
    """A comment after `\\` would end the continued command, and a line
    inserted after one would split it: the directive goes above the first
    line, and a continued line gets none."""
    uri = "file://" + os.path.join(root, "scripts/build.sh")
    text = ("cmake -DPROJ_BUILD_NOVA=ON \\\n  -DPROJ_BUILD_NOVA=ON \\\n"
            "  ..\n")
    s.send("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "shellscript", "version": 1,
        "text": text}}, request=False)
    diags = s.diagnostics(uri) or []
    first = act(s, uri, text, 0, "Ignore define-flag on this line")
    check("ignore-action/continued-line-goes-above",
          first is not None and first.startswith(
              "# sweeper: ignore-next-line[define-flag]\ncmake "),
          f"{first!r} {diags}")
    check("ignore-action/none-inside-a-continuation",
          act(s, uri, text, 1, "Ignore define-flag on this line") is None,
          str(code_actions(s, uri, 1)))


def ignore_in_markdown(s, root):
    uri = "file://" + os.path.join(root, "docs/index.md")
    text = FILES["docs/index.md"]
    after = act(s, uri, text, 2, "Ignore docs-text on this line")
    diags = resend(s, uri, after or text, 2)
    check("ignore-action/markdown-comment",
          after is not None and
          "<!-- sweeper: ignore-next-line[docs-text] -->" in after and
          diags == [], f"{after!r} {diags}")


def no_comment_syntax(s, root):
    uri = "file://" + os.path.join(root, "config.json")
    s.send("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "json", "version": 1,
        "text": '{"backend": "nova"}\n'}}, request=False)
    diags = s.diagnostics(uri) or []
    titles = [a["title"] for a in code_actions(s, uri, 0)]
    check("ignore-action/none-without-comment-syntax",
          len(diags) == 1 and not [t for t in titles if "Ignore" in t],
          f"{diags} {titles}")


def robustness(s):
    s.send_raw(b"{not json")
    m = s.until(lambda m: "error" in m)
    check("malformed-message-parse-error",
          m is not None and m["error"]["code"] == -32700, str(m))
    rid = s.send("textDocument/hover", {})
    m = s.response(rid)
    check("unknown-method-not-found",
          m is not None and m["error"]["code"] == -32601, str(m))


def timing(s, root):
    for name, line, hit in (("big.md", "line {} of a long page\n",
                             "the Nova backend\n"),
                            ("big.cpp", "int f{}(int x) {{ return x; }}\n",
                             "// nova\n")):
        uri = "file://" + os.path.join(root, name)
        lines = [line.format(i) for i in range(5000)]
        lines[2500] = hit
        s.send("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "x", "version": 1,
            "text": "".join(lines)}}, request=False)
        s.diagnostics(uri)
        times = []
        for v in range(2, 22):
            lines[100] = f"// edit {v}\n"
            t0 = time.perf_counter()
            s.send("textDocument/didChange", {
                "textDocument": {"uri": uri, "version": v},
                "contentChanges": [{"text": "".join(lines)}]}, request=False)
            s.diagnostics(uri)
            times.append(time.perf_counter() - t0)
        times.sort()
        print(f"TIME didChange->publishDiagnostics, 5000-line {name}: "
              f"median of 20 {times[10] * 1000:.1f} ms, "
              f"max {times[-1] * 1000:.1f} ms")


def main():
    sweeper = sys.argv[1]
    with tempfile.TemporaryDirectory() as root:
        root = os.path.realpath(root)
        for name, text in FILES.items():
            path = os.path.join(root, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
        subprocess.run(["git", "init", "-q", root], check=True)
        s = Session(sweeper, root)
        rid = s.send("initialize", {"processId": None,
                                    "rootUri": "file://" + root,
                                    "capabilities": {}})
        init = s.response(rid)
        check("initialize", init is not None and
              init["result"]["capabilities"]["positionEncoding"] == "utf-16",
              str(init))
        s.send("initialized", {}, request=False)
        open_all(s, root)
        change_and_act(s, root)
        ignore_actions(s, root)
        robustness(s)
        if "--time" in sys.argv:
            timing(s, root)
        rid = s.send("shutdown", None)
        check("shutdown", s.response(rid) is not None)
        s.send("exit", None, request=False)
        s.p.stdin.close()
        check("exit-0-after-shutdown", s.p.wait(timeout=10) == 0)
        allowed_on_request(sweeper, root)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
