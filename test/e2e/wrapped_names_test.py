#!/usr/bin/env python3
"""A derived name of two words that prose wraps at its blank ("Star" at
one line's end, "Drive" at the next one's start) is a finding on each of
its two lines, both described by the whole name as the text spells it; a
sentence whose words only resemble it is none.

usage: wrapped_names_test.py SWEEPER_BINARY
"""
import os, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import git, scan_json, write  # noqa: E402

BACKEND_C = """/* Star Drive: the TLS backend for older systems. Star Drive ships
   with the system; Star Drive sessions are set up here. */
#include "stardrive.h"
int stardrive_connect(void) { return 0; }
int stardrive_close(void) { return 0; }
"""
GUIDE = """# Transports

The client speaks TLS through the operating system's library: on older
releases that was Star
Drive, which shipped with the system.

A star that drives nothing is no name. Star Drive on one line is one.
"""
MESSAGE = ("documentation text references 'Star Drive', which names the "
           "removed backend 'stardrive'")


def main():
    with tempfile.TemporaryDirectory() as tmp:
        repo = os.path.join(tmp, "proj")
        write(repo, {"lib/stardrive.c": BACKEND_C,
                     "lib/stardrive.h": "int stardrive_connect(void);\n",
                     "lib/openssl.c": "int openssl_connect(void);\n",
                     "docs/guide.md": GUIDE})
        git(repo, "init", "-q")
        git(repo, "add", "-A")
        git(repo, "commit", "-qm", "base")
        git(repo, "rm", "-q", "lib/stardrive.c", "lib/stardrive.h")
        r, out = scan_json(SWEEPER, repo, "--removed-since", "HEAD",
                           "--no-clang")
        found = sorted((f["path"], f["line"], f["column"], f["check"],
                        f["message"]) for f in out.get("findings", []))
        want = [("docs/guide.md", 4, 19, "docs-text", MESSAGE),
                ("docs/guide.md", 5, 1, "docs-text", MESSAGE),
                ("docs/guide.md", 7, 40, "docs-text", MESSAGE)]
        check("both-lines-and-no-other", found == want,
              r.stderr + "\n" + "\n".join(map(str, found)))
    return finish()


if __name__ == "__main__":
    SWEEPER = os.path.abspath(sys.argv[1])
    sys.exit(main())
