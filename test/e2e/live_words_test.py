#!/usr/bin/env python3
"""A word a removed directory is named for is a low-confidence token when
kept code defines at least as many names of its own with it as the removal
did: the kept tree still lives under that word, so a line only it hits is a
note, never fixed, while the names kept code defines with it pass as its
own, even one the removed code called that kept code calls too, and so do
the kept build's options with it and the `HAVE_` macros they configure. A family of the removed names (`vo_lumen`) stays a
certain token, a call of a removed function a warning, and a printed
`derive` pack keeps both apart.

usage: live_words_test.py SWEEPER_BINARY
"""
import os, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import (committed_removal, derive, scan_json,  # noqa: E402
                   scan_with_printed_pack)

REMOVED = {
    "video/lumen/view.c": "/* The Lumen view: lumen windows, lumen events,"
                          " lumen input. */\n"
                          "void vo_lumen_init(void) {}\n"
                          "void vo_lumen_uninit(void) {}\n",
    "video/lumen/window.c": "int lumen_put_key(int k);\n"
                            "int vo_lumen_swap(void) {\n"
                            "  return lumen_put_key(1);\n}\n",
}
KEPT = {
    # The kept application's own Lumen names (the framework it runs on),
    # one of which the removed backend called.
    "osdep/app.c": "int lumen_main(void) { return 0; }\n"
                   "int lumen_put_key(int k) { return k; }\n"
                   "void init_lumen_app(void) {}\n"
                   "void lumen_run_loop(void) {}\n"
                   "void lumen_set_title(void) {}\n",
    # Swift code that declares a name of its own and calls one the
    # removed backend called too.
    "osdep/keys.swift": "class LumenKeys {\n"
                        "  func send(_ k: Int32) { lumen_put_key(k) }\n}\n",
    "docs/options.md": "# Options\n\nThe Lumen window (macOS only).\n",
    # A dot file named for the word: its empty stem is no kept name.
    "osdep/.lumenrc": "x\n",
    # The kept build's own features with the word, and the macros they
    # configure.
    "meson_options.txt": "option('lumen', type: 'feature')\n"
                         "option('lumen-cb', type: 'feature')\n",
    "osdep/features.c": "#if HAVE_LUMEN_CB\nint cb;\n#endif\n",
    # A call of a function the removal defined: a leftover.
    "player/main.c": "void start(void) {\n  vo_lumen_init();\n}\n",
}


def main():
    with tempfile.TemporaryDirectory() as tmp:
        repo = os.path.join(tmp, "repo")
        committed_removal(repo, {**REMOVED, **KEPT}, "video/lumen")
        r, out = scan_json(SWEEPER, repo, "--removed-since", "HEAD~1",
                           "--no-clang")
        got = {(f["path"], f["line"], f["column"], f["severity"],
                f["confidence"]) for f in out.get("findings", [])}
        low = [("docs/options.md", 3, 5, "note", "low"),
               ("meson_options.txt", 1, 9, "note", "low")]
        check("notes-and-one-warning", r.returncode == 1 and got ==
              {("player/main.c", 2, 3, "warning", "high"), *low},
              (got, r.stderr))
        own = {(a["path"], a["line"]) for a in out.get("allowed", [])
               if a["allowId"] == "kept-names"}
        check("kept-own-names-pass", own == {
            ("osdep/app.c", n) for n in range(1, 6)} | {
            ("osdep/keys.swift", 1), ("osdep/keys.swift", 2),
            ("meson_options.txt", 2), ("osdep/features.c", 1)}, own)
        why = [f["notes"][0] for f in out.get("findings", [])
               if f["path"] == "docs/options.md"]
        check("note-says-why", why == [
            "low confidence: a word the kept tree still names code of its "
            "own with: kept code defines 4 names of its own with it (such as "
            "init_lumen_app), the removal 3"], why)
        d = derive(SWEEPER, repo, "--removed-since", "HEAD~1")
        check("derive-explains",
              "-- low confidence: kept code defines 4 names of its own with "
              "it (such as init_lumen_app), the removal 3" in d.stdout and
              "tokens: ['vo_lumen']\ntentative_tokens: ['lumen']\n"
              in d.stdout, d.stdout)
        pack = os.path.join(tmp, "given.yaml")
        with open(pack, "w") as f:
            f.write("tokens: [lumen]\n")
        r, out = scan_json(SWEEPER, repo, "--rules", pack, "--removed-since",
                           "HEAD~1", "--no-clang")
        check("given-token-stays-certain", r.returncode == 1 and
              {f["confidence"] for f in out.get("findings", [])} == {"high"},
              out)
        r, found = scan_with_printed_pack(SWEEPER, repo, d.stdout, tmp)
        check("printed-pack-loads", r.returncode == 1 and
              found == {(p, l) for p, l, *_ in low} | {("player/main.c", 2)},
              (found, r.stderr))
    return finish()


if __name__ == "__main__":
    SWEEPER = os.path.abspath(sys.argv[1])
    sys.exit(main())
