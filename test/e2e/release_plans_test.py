#!/usr/bin/env python3
"""Release notes record what was removed, but a plan to remove something
is stale once it is gone: a line under a "Planned upcoming removals"
heading is a finding, while the same file's other sections and the
changelog stay allowed as `release-history`. So does a release note's
mention, but not its Sphinx cross-reference: `:mod:`qix3`` breaks the
docs' build once the module is gone, where `:mod:`!qix3`` only names it. A backend its removed names
always write with digits (`qix3`) is named with them, so the bare letters
elsewhere (`qix`) are no leftover.

usage: release_plans_test.py SWEEPER_BINARY
"""
import os, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import (derive, git, scan_json, scan_with_printed_pack,  # noqa: E402
                   write)

BEFORE = {
    "lib/vq/vq_qix3.c": "int Curl_qix3_open(void) { return 0; }\n"
                       "int Curl_qix3_close(void) { return 0; }\n",
    "lib/vq/vq_qix3.h": "int Curl_qix3_open(void);\nint Curl_qix3_close(void);\n",
    "cmake/FindQIX3.cmake": "find_library(QIX3_LIBRARY qix3)\n",
    "lib/vq/vq_ngx.c": "int Curl_ngx_open(void) { return 0; }\n",
    "RELEASE-NOTES": "This release includes the following bugfixes:\n\n"
                     " o qix3: fix a leak [12]\n\n"
                     "Planned upcoming removals include:\n\n"
                     " o gskit\n o qix3\n\n"
                     "See the deprecation page for details\n",
    "CHANGES.md": "# Changes\n\n## 1.2\n\n- qix3: deprecated, goes in 1.4\n",
    # An underlined heading: the underline is no heading of its own.
    "NEWS.rst": "Upcoming removals\n=================\n\n- qix3 support\n",
    "tools/spell.words": "qix\nngx\n",
    # News pages, whatever their case and format.
    "docs/news.dox": "/*! @page news News\n qix3 support was added.\n*/\n",
    "README.md": "# Project\n\nQuiet mode: `tool --qix`.\n",
    "Doc/whatsnew/1.2.rst": "The :mod:`qix3` module is new.\n"
                            "The :mod:`!qix3` module went in 1.4.\n"
                            "See {mod}`qix3` and :MOD:`qix3`.\n",
}


def main():
    with tempfile.TemporaryDirectory() as tmp:
        repo = os.path.join(tmp, "repo")
        write(repo, BEFORE)
        git(repo, "init", "-q")
        git(repo, "add", "-A")
        git(repo, "commit", "-qm", "base")
        git(repo, "rm", "-q", "lib/vq/vq_qix3.c", "lib/vq/vq_qix3.h",
            "cmake/FindQIX3.cmake")
        git(repo, "commit", "-qm", "remove qix3")
        r, out = scan_json(SWEEPER, repo, "--removed-since", "HEAD~1")
        check("exit-1", r.returncode == 1, r.stderr)
        found = {(f["path"], f["line"], f["column"]): f["message"]
                 for f in out.get("findings", [])}
        history = {(a["path"], a["line"]) for a in out.get("allowed", [])
                   if a["allowId"] == "release-history"}
        check("planned-removal-found",
              found.get(("RELEASE-NOTES", 8, 4)) ==
              "text references the removed backend 'qix3'", str(found))
        check("underlined-plan-found",
              found.get(("NEWS.rst", 4, 3)) ==
              "documentation text references the removed backend 'qix3'",
              str(found))
        check("cross-reference-found",
              found.get(("Doc/whatsnew/1.2.rst", 1, 11)) ==
              "documentation text references the removed backend 'qix3'",
              str(found))
        check("only-these-found", set(found) == {
            ("RELEASE-NOTES", 8, 4), ("NEWS.rst", 4, 3),
            ("Doc/whatsnew/1.2.rst", 1, 11),
            ("Doc/whatsnew/1.2.rst", 3, 11)}, str(found))
        check("unlinked-mention-allowed",
              ("Doc/whatsnew/1.2.rst", 2) in history, str(history))
        check("bugfix-section-allowed", ("RELEASE-NOTES", 3) in history,
              str(history))
        check("changelog-allowed", ("CHANGES.md", 5) in history, str(history))
        check("news-page-allowed", ("docs/news.dox", 2) in history,
              str(history))
        d = derive(SWEEPER, repo, "--removed-since", "HEAD~1")
        check("named-with-digits", "backend: 'qix3'" in d.stdout and
              "tokens: ['qix3', 'libqix3']" in d.stdout, d.stdout)
        check("derive-prints-heading",
              "unless-heading: '(?i)\\b(planned|upcoming)\\b" in d.stdout,
              d.stdout)
        r2, again = scan_with_printed_pack(SWEEPER, repo, d.stdout, tmp)
        check("derive-prints-unless-regex",
              "unless-regex: '(?::[A-Za-z]+(?::[A-Za-z]+)?:|"
              "\\{[A-Za-z]+(?::[A-Za-z]+)?\\})`~?[^`!][^`]*`'" in d.stdout,
              d.stdout)
        check("printed-pack-loads", r2.returncode == 1 and
              again == {("RELEASE-NOTES", 8), ("NEWS.rst", 4),
                        ("Doc/whatsnew/1.2.rst", 1),
                        ("Doc/whatsnew/1.2.rst", 3)},
              r2.stderr + str(again))
    return finish()


if __name__ == "__main__":
    SWEEPER = os.path.abspath(sys.argv[1])
    sys.exit(main())
