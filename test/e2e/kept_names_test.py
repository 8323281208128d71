#!/usr/bin/env python3
"""A name that carries a token but is the kept tree's own passes as a
look-alike: kept code defines it, the removed code never spelled it, and
every file spelling it mentions the backend only through such names (or
names built on them). A name the removed code spelled, or one in a file
that also names the backend, stays a finding. A kept directory's name
passes wherever it is spelled (`_` or `-` between its words), unless the
removed code spelled it, and so does a kept asset's (a file no kind reads
as code, build, docs or configuration, that never names the backend).
Lines the removal itself wrote, files it added and files git does not
track are no evidence: a change's own `int orbit_compat = 1;` and its
uses stay findings.

usage: kept_names_test.py SWEEPER_BINARY
"""
import os, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import committed_removal, derive, git, scan_json, write  # noqa: E402

REMOVED = {
    "backends/orbit/orbit_runtime.py":
        "def orbit_start(orbit_enabled):\n    return orbit_enabled\n",
    "backends/orbit/orbit_setup.py": "ORBIT_HOME = '/opt/orbit'\n"
                                     "from tools import orbit_tools\n",
    # Enough removed files that two kept paths with `orbit` in a longer
    # name leave it the backend's word.
    **{f"backends/orbit/orbit_x{i}.py": "# orbit orbit orbit\n"
       for i in range(8)},
}
KEPT = {
    # Coined here: a kernel's tile size, and a test named after it.
    "dsp/tiles.py": "def tiles(n):\n    orbit_size = 4\n"
                    "    return n * orbit_size\n",
    "dsp/tiles_test.py": "from dsp.tiles import tiles\n"
                         "def check():\n    orbit_size_small = tiles(1)\n"
                         "    return orbit_size_small\n",
    # Defines a name but also names the backend: its names stay findings.
    "app/loader.py": "def load():\n    orbit_mode = 1\n"
                     "    return orbit_mode  # the orbit runtime\n",
    # The removed code spelled this one: a leftover switch.
    "app/config.py": "orbit_enabled = False\n",
    # A member whose type ends on the line above, in a template's `>`.
    "src/reduce.cc": "class Reducer {\n  void run() { orbit_buf2threads_.clear(); }\n"
                     "  std::map<int, std::vector<int>>\n"
                     "      orbit_buf2threads_;\n};\n",
    # A comparison is no declaration.
    "src/compare.cc": "bool f(int a, Node *p) {\n"
                      "  return a<b && p->orbit_flag2_;\n}\n",
    # A kept package whose name carries the token, and files using it.
    "dsp/orbit_kernel/gemm.py": "def gemm():\n    return 1\n",
    "dsp/conv.py": "from .orbit_kernel.gemm import gemm\n"
                   "log('no orbit-kernel for %s')\n"
                   "# the orbit runtime\n",
    # A kept directory the removed code imported: a leftover.
    "tools/orbit_tools/run.py": "def run():\n    return 0\n",
    "app/use.py": "import tools.orbit_tools\n",
    # A kept icon named with the token, and the kept code that loads it.
    "data/images/orbit_editor_icon.svg": "<svg><path d='M0 0'/></svg>\n",
    "ui/toolbar.py": "ICON = 'orbit_editor_icon'\n",
    # A kept script named with it is code, not an asset: a leftover.
    "ci/orbit_sim_tests.sh": "run_pytest tests/sim\n",
    "ci/run_all.sh": "ci/orbit_sim_tests.sh\n",
}


def sweep(repo):
    return scan_json(SWEEPER, repo, "--removed-since", "HEAD~1")


def main():
    with tempfile.TemporaryDirectory() as tmp:
        repo = os.path.join(tmp, "repo")
        committed_removal(repo, {**REMOVED, **KEPT, "README.md": "# Project\n"}, "backends/orbit")
        r, out = sweep(repo)
        check("exit-1", r.returncode == 1, r.stderr)
        found = {(f["path"], f["line"]) for f in out.get("findings", [])}
        kept = {(a["path"], a["line"], a["matched"]) for a in
                out.get("allowed", []) if a["allowId"] == "kept-names"}
        check("coined-name-allowed",
              ("dsp/tiles.py", 2, "orbit") in kept and
              not any(p == "dsp/tiles.py" for p, _ in found), out)
        check("built-on-name-allowed",
              ("dsp/tiles_test.py", 3, "orbit") in kept and
              not any(p == "dsp/tiles_test.py" for p, _ in found), out)
        check("mixed-file-stays",
              {("app/loader.py", 2), ("app/loader.py", 3)} <= found, found)
        check("removed-spelling-stays", ("app/config.py", 1) in found, found)
        check("member-below-its-type-allowed",
              {("src/reduce.cc", 2, "orbit"), ("src/reduce.cc", 4, "orbit")}
              <= kept and not any(p == "src/reduce.cc" for p, _ in found),
              out)
        check("comparison-stays", ("src/compare.cc", 2) in found, found)
        check("kept-directory-allowed",
              {("dsp/conv.py", 1, "orbit"), ("dsp/conv.py", 2, "orbit")}
              <= kept, out)
        check("bare-mention-beside-it-stays", ("dsp/conv.py", 3) in found,
              found)
        check("imported-directory-stays", ("app/use.py", 1) in found, found)
        check("kept-asset-allowed",
              ("ui/toolbar.py", 1, "orbit") in kept and
              not any(p.startswith("data/images/") or p == "ui/toolbar.py"
                      for p, _ in found), out)
        check("kept-script-stays",
              {("ci/orbit_sim_tests.sh", 1), ("ci/run_all.sh", 1)} <= found,
              found)
        d = derive(SWEEPER, repo, "--removed-since", "HEAD~1")
        check("derive-explains", "orbit_size: defined at dsp/tiles.py:2"
              in d.stdout and "- id: kept-names" in d.stdout, d.stdout)
        check("derive-omits-mixed", "orbit_mode:" not in d.stdout, d.stdout)
        check("derive-names-asset",
              "orbit_editor_icon: names the kept file "
              "data/images/orbit_editor_icon.svg" in d.stdout, d.stdout)
        check("derive-names-directory",
              "orbit_kernel: names the kept directory dsp/orbit_kernel/"
              in d.stdout and "orbit_tools:" not in d.stdout, d.stdout)
        own_definitions(tmp)
        untracked_definitions(tmp)
    return finish()


def own_definitions(tmp):
    repo = os.path.join(tmp, "own")
    committed_removal(repo, {**REMOVED, "src/misc.c": "int misc;\n"},
                      "backends/orbit")
    write(repo, {"src/misc.c": "int misc;\nint orbit_compat = 1;\n"
                               "int use(void) { return orbit_compat; }\n",
                 "src/fresh.c": "int orbit_fresh = 2;\n"
                                "int fresh(void) { return orbit_fresh; }\n"})
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "the removal's own names")
    r, out = scan_json(SWEEPER, repo, "--removed-since", "HEAD~2")
    found = {(f["path"], f["line"]) for f in out.get("findings", [])}
    check("own-definitions-stay-findings",
          {("src/misc.c", 2), ("src/misc.c", 3), ("src/fresh.c", 1),
           ("src/fresh.c", 2)} <= found, found)


def untracked_definitions(tmp):
    repo = os.path.join(tmp, "untracked")
    committed_removal(repo, {**REMOVED, "src/use.c":
                             "int use(void) { return orbit_scratch; }\n"},
                      "backends/orbit")
    write(repo, {"src/scratch.c": "int orbit_scratch = 1;\n"})
    r, out = scan_json(SWEEPER, repo, "--removed-since", "HEAD~1")
    found = {(f["path"], f["line"]) for f in out.get("findings", [])}
    check("untracked-definition-no-evidence",
          {("src/use.c", 1), ("src/scratch.c", 1)} <= found, found)


if __name__ == "__main__":
    SWEEPER = os.path.abspath(sys.argv[1])
    sys.exit(main())
