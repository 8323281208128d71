#!/usr/bin/env python3
"""The word a removed compile switch adds to the project's convention
(`ZAPBLAS` in `PROJ_USE_ZAPBLAS`) names what it switched on, and is a token:
the kept tree's build docs, its `proj_cpu_has_zapblas` and its
`-DPROJ_ZAPBLAS=ON` are leftovers, though the kept tree uses the word more
than the removed file did. A library's own configuration macro the removal
also deleted (`VENDOR_HPP_DISPATCH_LOADER_DYNAMIC`) is no such switch: its
`dispatch` stays the kept tree's word.

usage: switch_word_test.py SWEEPER_BINARY
"""
import os, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import derive, git, scan_json, write  # noqa: E402

GIZMO_C = """#include "proj-gizmo.h"
#include <zapblas.h>
#define ZAPBLAS_CHECK(x) do { if ((x) != 0) return; } while (0)
void proj_gz_init(void) { ZAPBLAS_CHECK(zapblasSetup()); }
void proj_gz_mul(void) { ZAPBLAS_CHECK(zapblasGemm()); }
void proj_gz_free(void) { }
/* zapblas_dispatch picks a kernel; dispatch once, dispatch early */
"""
DEMO_CMAKE = """add_executable(demo demo.c)
if (PROJ_ZAPBLAS)
    add_compile_definitions(PROJ_USE_ZAPBLAS)
endif()
add_compile_definitions(VENDOR_HPP_DISPATCH_LOADER_DYNAMIC)
"""
KEPT = {
    "CMakeLists.txt": "option(PROJ_ZAPBLAS \"use zapblas\" OFF)\n"
                      "if (PROJ_ZAPBLAS)\n"
                      "    find_library(ZAPBLAS_LIB NAMES zapblas)\n"
                      "endif()\n",
    "README.md": "# Proj\n\n## Using ZapBLAS\n\nBuild it first.\n",
    ".ci/build.sh": "cmake -DPROJ_ZAPBLAS=ON ..\n",
    "src/proj.c": "#include \"proj.h\"\n"
                  "#ifdef PROJ_USE_ZAPBLAS\n#include \"proj-gizmo.h\"\n#endif\n"
                  "int proj_cpu_has_zapblas(void) {\n"
                  "#if defined(PROJ_USE_ZAPBLAS)\n"
                  "    return 1;\n#else\n    return 0;\n#endif\n}\n"
                  "int proj_dispatch(int op) { return op; }\n"
                  "int proj_dispatch_all(void) { return proj_dispatch(1); }\n",
    "src/proj.h": "int proj_cpu_has_zapblas(void);\n"
                  "int proj_dispatch(int op);\n",
    "src/sched.c": "#include \"proj.h\"\n"
                   "/* dispatch every op */\n"
                   "int run(void) { return proj_dispatch(2) + proj_dispatch(3); }\n",
}


def main():
    with tempfile.TemporaryDirectory() as tmp:
        repo = os.path.join(tmp, "proj")
        write(repo, {**KEPT, "src/proj-gizmo.c": GIZMO_C,
                     "src/proj-gizmo.h": "void proj_gz_init(void);\n",
                     "examples/demo/CMakeLists.txt": DEMO_CMAKE,
                     "examples/demo/demo.c": "int main(void) { return 0; }\n"})
        git(repo, "init", "-q")
        git(repo, "add", "-A")
        git(repo, "commit", "-qm", "base")
        git(repo, "rm", "-q", "src/proj-gizmo.c", "src/proj-gizmo.h")
        write(repo, {"examples/demo/CMakeLists.txt":
                     "add_executable(demo demo.c)\n"})
        git(repo, "commit", "-qam", "remove gizmo")
        r, out = scan_json(SWEEPER, repo, "--removed-since", "HEAD~1")
        check("exit-1", r.returncode == 1, r.stderr)
        found = {(f["path"], f["line"]) for f in out.get("findings", [])}
        check("build-docs-found", ("README.md", 3) in found, str(found))
        check("feature-probe-found", ("src/proj.c", 5) in found and
              ("src/proj.h", 1) in found, str(found))
        check("ci-flag-found", (".ci/build.sh", 1) in found, str(found))
        check("library-lookup-found", ("CMakeLists.txt", 3) in found,
              str(found))
        dispatch = {(p, n + 1) for p in ("src/proj.c", "src/sched.c")
                    for n, line in enumerate(KEPT[p].splitlines())
                    if "dispatch" in line}
        check("library-macro-word-stays-kept", len(dispatch) == 4 and
              not dispatch & found, str(found))
        d = derive(SWEEPER, repo, "--removed-since", "HEAD~1")
        check("derive-says-why", "#   zapblas: names a removed switch" in
              d.stdout and "'zapblas'" in d.stdout and
              "'dispatch'" not in d.stdout, d.stdout)
    return finish()


if __name__ == "__main__":
    SWEEPER = os.path.abspath(sys.argv[1])
    sys.exit(main())
