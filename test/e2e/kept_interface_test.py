#!/usr/bin/env python3
"""What a removal leaves on purpose is no leftover.

A name the removed code used but a kept header still declares, and other
kept code still uses, is the kept tree's interface: a public struct member
kept for ABI that a kept wrapper converts. Its declaration, its uses, the
docs that copy it and a comment that is nothing but its words pass as
kept-name look-alikes. An enumerator the header declares but no kept code uses any
more stays a finding, and so does a constant kept code still uses: both
are values that name the backend.

usage: kept_interface_test.py SWEEPER_BINARY
"""
import os, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import committed_removal, derive, scan_json  # noqa: E402

REMOVED = {
    "lib/orbit/orbit_tls.c":
        '#include "proj.h"\n#include "orbit_tls.h"\n'
        "void orbit_tls_fill(struct proj_info *info) {\n"
        "  info->orbit_version = orbit_tls_version();\n"
        "  info->backend = PROJ_BACKEND_ORBIT;\n"
        "  info->port = proj_orbit_port;\n}\n",
    "lib/orbit/orbit_tls.h":
        "const char *orbit_tls_version(void);\n"
        "void orbit_tls_fill(struct proj_info *info);\n",
}
KEPT = {
    "include/proj.h":
        "enum proj_backend {\n  PROJ_BACKEND_NONE = 0,\n"
        "  PROJ_BACKEND_ORBIT = 1,\n};\n"
        "struct proj_info {\n  const char *ssl_version;\n"
        "  const char *orbit_version; /* kept for ABI */\n"
        "  int backend;\n  int port;\n};\n"
        "static const int proj_orbit_port = 7;\n",
    # A binding converts every string member, the kept one included.
    "bindings/wrap.c":
        '#include <stddef.h>\n#include "proj.h"\n'
        "static const size_t strings[] = {\n"
        "  offsetof(struct proj_info, ssl_version),\n"
        "  offsetof(struct proj_info, orbit_version),\n};\n",
    "lib/version.c":
        '#include "proj.h"\nstatic struct proj_info info = {\n'
        '  "1.0",\n  0, /* Orbit version */\n  0,\n};\n',
    "docs/proj_info.md":
        "# proj_info\n\n```c\nstruct proj_info {\n"
        "  const char *orbit_version;\n};\n```\n\n"
        "Set `backend` to `PROJ_BACKEND_ORBIT` for the fast path.\n",
    # Uses a constant the header declares: a value naming the backend.
    "lib/net.c": '#include "proj.h"\nint port(void) {\n'
                 "  return proj_orbit_port;\n}\n",
    # A sentence with the words means the backend, not the member.
    "lib/connect.c": "/* The Orbit version of connect */\nint connect_all(void);\n",
    "README.md": "# Project\n",
}


def sweep(repo):
    return scan_json(SWEEPER, repo, "--removed-since", "HEAD~1")


def main():
    with tempfile.TemporaryDirectory() as tmp:
        repo = os.path.join(tmp, "repo")
        committed_removal(repo, {**REMOVED, **KEPT}, "lib/orbit")
        r, out = sweep(repo)
        check("exit-1", r.returncode == 1, r.stderr)
        found = {(f["path"], f["line"]) for f in out.get("findings", [])}
        kept = {(a["path"], a["line"]) for a in out.get("allowed", [])
                if a["allowId"] == "kept-names"}
        check("declaration-allowed", ("include/proj.h", 7) in kept and
              ("include/proj.h", 7) not in found, str(out))
        check("wrapper-use-allowed", ("bindings/wrap.c", 5) in kept and
              ("bindings/wrap.c", 5) not in found, str(out))
        check("docs-copy-allowed", ("docs/proj_info.md", 5) in kept, str(out))
        check("comment-in-words-allowed", ("lib/version.c", 4) in kept and
              ("lib/version.c", 4) not in found, str(out))
        check("unused-enumerator-stays", ("include/proj.h", 3) in found and
              ("docs/proj_info.md", 9) in found, str(found))
        check("constant-stays", ("include/proj.h", 11) in found and
              ("lib/net.c", 3) in found, str(found))
        check("sentence-stays", ("lib/connect.c", 1) in found, str(found))
        d = derive(SWEEPER, repo, "--removed-since", "HEAD~1")
        check("derive-explains",
              "orbit_version: defined at include/proj.h:7" in d.stdout,
              d.stdout)
        check("derive-omits-unused", "PROJ_BACKEND_ORBIT:" not in d.stdout,
              d.stdout)
    return finish()


if __name__ == "__main__":
    SWEEPER = os.path.abspath(sys.argv[1])
    sys.exit(main())
