#!/usr/bin/env python3
"""With --removed-between, a later backend that reuses the removed name
defines some old names again as its own `static` functions. Those do not
bring the removed external functions back: the kept Python stubs for them
are leftovers, and the later file's own uses are not. A name the later
file defines with external linkage is its name again, stubs included.

usage: later_private_test.py SWEEPER_BINARY
"""
import os, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import derive, git, scan_json, write  # noqa: E402

OLD_C = """#include "proj-nova.h"
void nv_cl_setup_all(void) { }
void nv_cl_mul_mat(const float *a, float *b) { b[0] = a[0]; }
void nv_cl_free_data(void *p) { (void)p; }
"""
OLD_H = """void nv_cl_setup_all(void);
void nv_cl_mul_mat(const float *a, float *b);
void nv_cl_free_data(void *p);
"""
STUBS = """class lib:
  def nv_cl_setup_all() -> None:
    ...
  def nv_cl_mul_mat(a: ffi.CData, b: ffi.CData) -> None:
    ...
  def proj_add(a: int) -> int:
    ...
"""
NEW_C = """#include "proj-nova.h"
static void nv_cl_mul_mat(const float *a, float *b) {
    b[0] = a[0] * 2;
}
void nv_cl_setup_all(void) { nv_cl_mul_mat(0, 0); }
int nova_run(void) { nv_cl_setup_all(); return 0; }
"""


def main():
    with tempfile.TemporaryDirectory() as tmp:
        repo = os.path.join(tmp, "proj")
        write(repo, {"src/proj-nova.c": OLD_C, "src/proj-nova.h": OLD_H,
                     "python/proj.pyi": STUBS,
                     "src/proj.c": "int proj_add(int a) { return a + 1; }\n"})
        git(repo, "init", "-q")
        git(repo, "add", "-A")
        git(repo, "commit", "-qm", "base")
        git(repo, "rm", "-q", "src/proj-nova.c", "src/proj-nova.h")
        git(repo, "commit", "-qm", "remove nova")
        write(repo, {"src/nova/proj-nova.c": NEW_C,
                     "src/nova/proj-nova.h": "void nv_cl_setup_all(void);\n"})
        git(repo, "add", "-A")
        git(repo, "commit", "-qm", "a new nova backend")
        r, out = scan_json(SWEEPER, repo, "--removed-between", "HEAD~2",
                           "HEAD~1")
        found = {(f["path"], f["line"]) for f in out.get("findings", [])}
        check("stub-of-removed-function-found",
              ("python/proj.pyi", 4) in found, r.stderr + str(found))
        check("new-file-statics-not-reported",
              not any(p.startswith("src/nova/") for p, _ in found),
              str(found))
        check("reused-external-name-not-reported",
              ("python/proj.pyi", 2) not in found, str(found))
        allowed = {(a["path"], a["line"]) for a in out.get("allowed", [])
                   if a["allowId"] == "later-private-names"}
        check("statics-shown-as-look-alikes",
              {("src/nova/proj-nova.c", 2),
               ("src/nova/proj-nova.c", 5)} <= allowed, str(out))
        d = derive(SWEEPER, repo, "--removed-between", "HEAD~2", "HEAD~1")
        check("derive-says-why",
              "'nv_cl_mul_mat'  # defined again only as a static function of "
              "src/nova/proj-nova.c" in d.stdout and
              "- id: later-private-names" in d.stdout, d.stdout)
    return finish()


if __name__ == "__main__":
    SWEEPER = os.path.abspath(sys.argv[1])
    sys.exit(main())
