#!/usr/bin/env python3
"""A value a kept `switch` dispatches on, whose own `case` arm only ran the
removed code, is removed with it: the enumerator, the `return` that picks
it and the labels it shares with others are leftovers. A value whose arm
also runs kept code, or that only shares an arm, is not.

usage: case_value_test.py SWEEPER_BINARY
"""
import os, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import derive, git, scan_json, write  # noqa: E402

REMOVED = """#include "attn.h"
void proj_attn_fast_tc16(int n) { (void)n; }
bool proj_attn_should_use_tc16(int cc) { return cc > 70; }
"""
KEPT = """#include "attn.h"
enum attn_kernel {
    ATTN_KERNEL_NONE = 0,
    ATTN_KERNEL_TILE = 1,
    ATTN_KERNEL_TC16 = 2,
    ATTN_KERNEL_VEC  = 3,
};
static attn_kernel pick(int cc) {
    if (proj_attn_should_use_tc16(cc)) {
        return ATTN_KERNEL_TC16;
    }
    return ATTN_KERNEL_TILE;
}
int needs_f16(int cc) {
    switch (pick(cc)) {
        case ATTN_KERNEL_TILE:
        case ATTN_KERNEL_TC16:
            return 1;
        default:
            return 0;
    }
}
void run(int cc, int n) {
    switch (pick(cc)) {
        case ATTN_KERNEL_NONE:
            break;
        case ATTN_KERNEL_TILE:
            attn_tile(n);
            break;
        case ATTN_KERNEL_TC16:
            proj_attn_fast_tc16(n);
            break;
        case ATTN_KERNEL_VEC:
            attn_vec(n);
#ifdef PROJ_TC16_TRACE
            proj_attn_fast_tc16(0);
#endif
            break;
    }
}
"""


def main():
    with tempfile.TemporaryDirectory() as tmp:
        repo = os.path.join(tmp, "proj")
        write(repo, {"src/attn.cpp": KEPT, "src/attn-tc16.cpp": REMOVED,
                     "src/attn.h": "void attn_tile(int n);\n"
                                   "void attn_vec(int n);\n"})
        git(repo, "init", "-q")
        git(repo, "add", "-A")
        git(repo, "commit", "-qm", "base")
        git(repo, "rm", "-q", "src/attn-tc16.cpp")
        r, out = scan_json(SWEEPER, repo, "--removed-since", "HEAD")
        found = {l for p, l in ((f["path"], f["line"])
                                for f in out.get("findings", []))
                 if p == "src/attn.cpp"}
        lines = KEPT.splitlines()
        tc16 = {n + 1 for n, t in enumerate(lines) if "ATTN_KERNEL_TC16" in t}
        check("value-and-its-uses-found", len(tc16) == 4 and tc16 <= found,
              r.stderr + str(sorted(found)))
        kept = {n + 1 for n, t in enumerate(lines)
                if "ATTN_KERNEL_VEC" in t or "ATTN_KERNEL_TILE" in t
                or "ATTN_KERNEL_NONE" in t}
        check("other-values-stay", not kept & found, str(sorted(found)))
        d = derive(SWEEPER, repo, "--removed-since", "HEAD")
        check("derive-says-why",
              "'ATTN_KERNEL_TC16'  # selects `proj_attn_fast_tc16(n);` at "
              "src/attn.cpp:31" in d.stdout, d.stdout)
    return finish()


if __name__ == "__main__":
    SWEEPER = os.path.abspath(sys.argv[1])
    sys.exit(main())
