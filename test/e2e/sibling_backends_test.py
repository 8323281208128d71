#!/usr/bin/env python3
"""A kept directory beside the removed path and named in its convention
(`src/proj-sycl/` beside a removed `src/proj-zap.cpp`) is another backend:
the removed backend's name as a word of its own there ("zap:gpu", a
platform both talk to, or with digits after it) passes as an
`other-backends` look-alike. An
identifier that embeds it there (`PROJ_USE_ZAP`) and the word anywhere
else stay findings, and so does another token of the same removal that
found no sibling: a change that also deletes `src/proj-ore.c` must not
make the kept backends pass `ore`'s leftovers.

usage: sibling_backends_test.py SWEEPER_BINARY
"""
import os, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import git, scan_json, write  # noqa: E402

ZAP_CPP = """#include "proj-zap.h"
void zap_start(void) { /* start the zap queue */ }
void zap_stop(void) { /* stop the zap queue */ }
"""
SYCL = """int backend_index(const char *b) {
    if (eq(b, "level_zero:gpu")) return 0;
    if (eq(b, "zap:gpu")) return 1;
#ifdef PROJ_USE_ZAP
    return 2;
#endif
    return 3;
}
// build with zap17, the language level
"""


def main():
    with tempfile.TemporaryDirectory() as tmp:
        repo = os.path.join(tmp, "proj")
        write(repo, {"src/proj-zap.cpp": ZAP_CPP,
                     "src/proj-zap.h": "void zap_start(void);\n",
                     "src/proj-sycl/helper.cpp": SYCL,
                     "src/proj.c": "// the zap backend starts first\n"
                                   "int proj_main(void) { return 0; }\n"})
        git(repo, "init", "-q")
        git(repo, "add", "-A")
        git(repo, "commit", "-qm", "base")
        git(repo, "rm", "-q", "src/proj-zap.cpp", "src/proj-zap.h")
        r, out = scan_json(SWEEPER, repo, "--removed-since", "HEAD")
        found = {(f["path"], f["line"]) for f in out.get("findings", [])}
        allowed = {(a["path"], a["line"]) for a in out.get("allowed", [])
                   if a["allowId"] == "other-backends"}
        check("platform-word-allowed",
              ("src/proj-sycl/helper.cpp", 3) in allowed and
              ("src/proj-sycl/helper.cpp", 3) not in found,
              r.stderr + str(out))
        # Digits end the word there as they end a token's match.
        check("word-with-digits-allowed",
              ("src/proj-sycl/helper.cpp", 9) in allowed, str(out))
        check("identifier-stays", ("src/proj-sycl/helper.cpp", 4) in found,
              str(found))
        check("elsewhere-stays", ("src/proj.c", 1) in found, str(found))
        other_token(tmp)
    return finish()


def other_token(tmp):
    repo = os.path.join(tmp, "two")
    write(repo, {"src/proj-zap.cpp": ZAP_CPP,
                 "src/proj-zap.h": "void zap_start(void);\n",
                 "src/ore/ore_a.c": "int ore_a; /* ore */\n",
                 "src/ore/ore_b.c": "int ore_b; /* ore */\n",
                 "src/proj-sycl/helper.cpp": 'const char *f = "ore";\n'})
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "base")
    git(repo, "rm", "-rq", "src/proj-zap.cpp", "src/proj-zap.h", "src/ore")
    # A folder the change adds is no other backend.
    write(repo, {"src/proj-new/new.cpp": 'const char *g = "zap:gpu";\n'})
    git(repo, "add", "-A")
    r, out = scan_json(SWEEPER, repo, "--removed-since", "HEAD")
    found = {(f["path"], f["line"]) for f in out.get("findings", [])}
    check("other-token-stays", ("src/proj-sycl/helper.cpp", 1) in found,
          r.stderr + str(out))
    check("added-folder-no-sibling", ("src/proj-new/new.cpp", 1) in found,
          r.stderr + str(out))


if __name__ == "__main__":
    SWEEPER = os.path.abspath(sys.argv[1])
    sys.exit(main())
