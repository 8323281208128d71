#!/usr/bin/env python3
"""A docs line the removal itself wrote is its account of what it removed
(a past-removals entry), no leftover: it passes as a `removal-notes`
look-alike. Lines it kept, lines beside what it deleted, the same text in
a file it did not write, code it added and old words it only rewrapped
stay findings. A comment it wrote in a code file is its account too, and
so is an `#error` that stops a build asking for the backend, unless it
says work is left (a TODO), and in its file the names its condition tests. A line of code it rewrote keeping each of the
backend's names that stood in it (an enumerator marked deprecated) is its
choice;
one that lost such a name and kept another stays a finding. A file named
for the backend that the removal rewrote whole is its notice, no orphan.

usage: removal_notes_test.py SWEEPER_BINARY
"""
import os, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import (derive, git, scan_json, scan_with_printed_pack,  # noqa: E402
                   write)

# The platform's detection, which the removal keeps to stop its builds.
PLATFORM_DETECTION = ("#ifdef ORBIT_SDK\n#define PROJ_ON_ORBIT 1\n#else\n"
                      "#define PROJ_ON_ORBIT 0\n#endif\n")
BEFORE = {
    "backends/orbit/orbit_io.c": "int orbit_io_open(void) { return 0; }\n",
    "backends/orbit/orbit_io.h": "int orbit_io_open(void);\n",
    "backends/orbit/orbit.md": "# Orbit\n\nOrbit talks to the orbit daemon.\n"
                               "Orbit needs orbit 2 and orbit-tools.\n",
    "docs/DEPRECATE.md": "# Deprecation\n\n## Orbit\n\nOrbit goes in May.\n\n"
                         "## Past removals\n\n - Pipelining\n",
    "docs/guide.md": "# Guide\n\nThe Orbit backend was fast.\n"
                     "Build it with -DORBIT=ON.\n\nThe end.\n",
    "docs/other.md": "# Other\n\n - orbit\n",
    "scripts/build.sh": "#!/bin/sh\nmake all\n",
    "docs/support.md": "# Support\n\nTLS: Orbit, Nova, Zeta and\n"
                       "Secure Quark.\n",
    "include/proj.h": "enum proj_backend {\n  PROJ_BACKEND_NOVA = 1,\n"
                      "  PROJ_BACKEND_ORBIT = 2,\n};\n",
    "ci/upload.sh": "upload lib orbit_test orbit_tools\n",
    "src/setup.c": "void setup(int x) {\n  if (x) {\n    orbit_io_open();\n"
                   "  }\n}\n",
    "src/api.c": "/* Breaking changes:\n - 1.0: first release\n*/\n"
                 "int api(void);\n",
    "docs/pages.dox": "/*! @page pages Pages\n Backends: Nova.\n*/\n",
    "tests/run.sh": "#!/bin/sh\nset -e\nrun tests/orbit\n",
    "include/platform.h": PLATFORM_DETECTION + "#if PROJ_ON_ORBIT\n"
                          "#define PROJ_PLATFORM_ORBIT 1\n#endif\n",
    "src/late.c": "#if PROJ_ON_ORBIT\nint late;\n#endif\n",
    "src/feature.c": "#if PROJ_ON_NOVA\nint nova;\n#elif PROJ_ON_ORBIT\n"
                     "int other;\n#endif\n",
    "src/start.c": "void start(void) {\n  orbit_io_open();\n}\n",
    "web/app.js": "const a = 1;\n",
    "src/tri.c": "void tri(void);\n",
    "docs/README-orbit.md": "Orbit\n=====\n\nBuild it with -DORBIT=ON.\n",
    "docs/orbit-faq.md": "# Orbit FAQ\n\nWhy Orbit?\nIt was fast.\n",
    "docs/api.md": "# API\n\n~~~c\nenum proj_backend {\n"
                   "  PROJ_BACKEND_ORBIT = 2,\n};\n~~~\n",
}
AFTER = {
    "docs/DEPRECATE.md": "# Deprecation\n\nOrbit support is experimental.\n\n"
                         "## Past removals\n\n - Pipelining\n - orbit\n",
    "docs/guide.md": "# Guide\n\nThe Orbit backend was fast.\n\nThe end.\n",
    "scripts/build.sh": "#!/bin/sh\necho skipping orbit\nmake all\n",
    # Rewrapped when Secure Quark left: Orbit's words stood there before.
    "docs/support.md": "# Support\n\nTLS: Orbit, Nova and Zeta.\n",
    # Kept for the ABI, marked so: the name stands in the line it replaced.
    "include/proj.h": "enum proj_backend {\n  PROJ_BACKEND_NOVA = 1,\n"
                      "  PROJ_BACKEND_ORBIT PROJ_DEPRECATED = 2,\n};\n",
    # One name of the backend dropped, another forgotten.
    "ci/upload.sh": "upload lib orbit_test\n",
    # The `if` went and the call stayed, re-indented: no words of its own.
    "src/setup.c": "void setup(int x) {\n  orbit_io_open();\n}\n",
    # Logged in the code's own list of changes.
    "src/api.c": "/* Breaking changes:\n - 1.1: removed the Orbit backend\n"
                 " - 1.0: first release\n*/\nint api(void);\n",
    # A Doxygen page is C comments.
    "docs/pages.dox": "/*! @page pages Pages\n Backends: Nova.\n"
                      " Orbit support has been removed.\n*/\n",
    # A stub the removal left, which says so.
    "tests/run.sh": "#!/bin/sh\nset -e\n# TODO: run again when Orbit returns\n"
                    "exit 0\n",
    # A build that asks for the backend stops, saying why.
    "include/platform.h": PLATFORM_DETECTION + "#if PROJ_ON_ORBIT\n"
                          "#error Orbit is no longer supported\n#endif\n",
    # Code it wrote keeps a dead branch; the comment beside it is no note.
    "src/feature.c": "#if PROJ_ON_NOVA\nint nova;\n"
                     "#elif 0 /* Orbit used to be here */\n"
                     "int other;\n#endif\n",
    # A commented copy of a live call would allow the call by its text; a
    # comment that code follows is code's.
    "src/start.c": "/*\norbit_io_open();\n*/\nvoid start(void) {\n"
                   "  orbit_io_open();\n}\n/* orbit went */ start();\n",
    # The plain-text kind is no judge of comments: `#b` is a JS field.
    "web/app.js": "const a = 1;\n#b = require('./orbit.js');\n",
    # With trigraphs on, `*??/` and the next line's `/` close the comment.
    "src/tri.c": "/* orbit gone *??/\n/\norbit_io_open();\n/* end */\n"
                 "void tri(void);\n",
    # Rewritten whole as the removal's notice: no orphan.
    "docs/README-orbit.md": "Support for Orbit has been removed.\n\n"
                            "Use Nova instead.\n",
    # The synopsis marks the enumerator the header keeps deprecated.
    "docs/api.md": "# API\n\n~~~c\nenum proj_backend {\n"
                   "  PROJ_BACKEND_ORBIT = 2, /* deprecated */\n};\n~~~\n",
    # Edited, not rewritten: still a file named for the backend.
    "docs/orbit-faq.md": "# Orbit FAQ\n\nWhy Orbit?\nIt is gone.\n",
}


def main():
    with tempfile.TemporaryDirectory() as tmp:
        repo = os.path.join(tmp, "repo")
        write(repo, {**BEFORE, "README.md": "# Project\n"})
        git(repo, "init", "-q")
        git(repo, "add", "-A")
        git(repo, "commit", "-qm", "base")
        git(repo, "rm", "-rq", "backends/orbit")
        write(repo, AFTER)
        git(repo, "commit", "-qam", "remove orbit")
        r, out = scan_json(SWEEPER, repo, "--removed-since", "HEAD~1")
        check("exit-1", r.returncode == 1, r.stderr)
        found = {(f["path"], f["line"]) for f in out.get("findings", [])}
        notes = {(a["path"], a["line"]) for a in out.get("allowed", [])
                 if a["allowId"] == "removal-notes"}
        check("written-entry-allowed", ("docs/DEPRECATE.md", 8) in notes and
              ("docs/DEPRECATE.md", 8) not in found, str(out))
        # The removal rewrote this line too, and left the backend in it: its
        # own words, which a reviewer of the removal read.
        check("rewritten-line-allowed", ("docs/DEPRECATE.md", 3) in notes,
              str(out))
        check("line-beside-a-deletion-stays", ("docs/guide.md", 3) in found,
              str(found))
        check("same-text-elsewhere-stays", ("docs/other.md", 3) in found,
              str(found))
        check("added-code-stays", ("scripts/build.sh", 2) in found,
              str(found))
        check("rewrapped-line-stays", ("docs/support.md", 3) in found and
              ("docs/support.md", 3) not in notes, str(out))
        check("rewritten-code-keeping-its-name-allowed",
              ("include/proj.h", 3) in notes and
              ("include/proj.h", 3) not in found, str(out))
        check("reindented-code-stays", ("src/setup.c", 2) in found and
              ("src/setup.c", 2) not in notes, str(out))
        check("written-comment-allowed", ("src/api.c", 2) in notes and
              ("src/api.c", 2) not in found, str(out))
        check("written-doxygen-page-allowed",
              ("docs/pages.dox", 3) in notes, str(out))
        check("code-with-comment-stays", ("src/feature.c", 3) in found and
              ("src/feature.c", 3) not in notes, str(out))
        check("commented-copy-hides-nothing", ("src/start.c", 5) in found and
              ("src/start.c", 2) not in notes, str(out))
        check("comment-before-code-stays", ("src/start.c", 7) in found,
              str(found))
        check("rewritten-docs-line-keeping-its-name-allowed",
              ("docs/api.md", 5) in notes and ("docs/api.md", 5) not in found,
              str(out))
        orphans = {(f["path"], f["line"]) for f in out.get("findings", [])
                   if f["check"] == "orphan-file"}
        check("notice-file-no-orphan",
              ("docs/README-orbit.md", 1) in notes and
              orphans == {("docs/orbit-faq.md", 1)}, str(out))
        check("plain-text-hash-stays", ("web/app.js", 2) in found and
              ("web/app.js", 2) not in notes, str(out))
        check("trigraph-file-gives-no-comment-notes",
              ("src/tri.c", 3) in found, str(found))
        check("build-stop-allowed", ("include/platform.h", 7) in notes and
              ("include/platform.h", 7) not in found, str(out))
        guards = {(a["path"], a["line"]) for a in out.get("allowed", [])
                  if a["allowId"] == "removal-guards"}
        check("guard-names-allowed-in-their-file",
              {("include/platform.h", n) for n in (2, 4, 6)} <= guards and
              not {("include/platform.h", n) for n in (2, 4, 6)} & found,
              str(out))
        check("other-names-beside-a-guard-stay",
              ("include/platform.h", 1) in found, str(found))
        check("guard-names-elsewhere-stay", ("src/late.c", 1) in found,
              str(found))
        check("comment-leaving-work-stays", ("tests/run.sh", 3) in found and
              ("tests/run.sh", 3) not in notes, str(out))
        check("rewritten-code-losing-a-name-stays",
              ("ci/upload.sh", 1) in found, str(found))
        d = derive(SWEEPER, repo, "--removed-since", "HEAD~1")
        check("derive-lists-it", "#   docs/DEPRECATE.md: - orbit" in d.stdout
              and "- id: removal-notes" in d.stdout, d.stdout)
        r2, again = scan_with_printed_pack(SWEEPER, repo, d.stdout, tmp)
        check("printed-pack-loads", r2.returncode == 1 and
              ("docs/DEPRECATE.md", 8) not in again and
              ("docs/other.md", 3) in again, r2.stderr + str(again))
    return finish()


if __name__ == "__main__":
    SWEEPER = os.path.abspath(sys.argv[1])
    sys.exit(main())
