#!/usr/bin/env python3
"""Notes on the sweeper's own configuration (an allow entry or a baseline
entry that matched nothing) are not findings: they go to stderr and the
audit's Configuration section (the pack's path as given, or relative to
the root, never made absolute), never to a GitHub annotation, a SARIF
result or the findings' counts, and count toward the exit status only when
made errors. A derived pack's default allows are never stale.

usage: config_notes_test.py SWEEPER_BINARY
"""
import json, os, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402
from trees import git, write_file as write  # noqa: E402

PACK = """backend: nova
tokens: [nova]
allow:
  - id: never-used
    reason: matches nothing in the tree
    regex: 'zzz'
severity:
  stale-allow: warning
"""


def run(sweeper, *args, cwd):
    return subprocess.run([sweeper, "scan", "--no-clang", "--color=never",
                           *args], cwd=cwd, capture_output=True, text=True,
                          timeout=60)


def tree(tmp):
    """A clean tree (nothing names the backend) with a pack whose only
    allow entry matches nothing; the pack raises stale-allow to warning."""
    repo = os.path.join(tmp, "repo")
    write(repo, "rules/nova.yaml", PACK)
    write(repo, "src/a.c", "int a;\n")
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "base")
    return repo


def reports(sweeper, repo):
    pack = os.path.join(repo, "rules", "nova.yaml")  # absolute, inside
    text = run(sweeper, "--rules", pack, ".", cwd=repo)
    check("text/report-empty", text.stdout == "", text.stdout)
    check("text/note-on-stderr",
          "rules/nova.yaml:4:5: warning: allow entry 'never-used' matched "
          "nothing in this sweep [stale-allow]" in text.stderr, text.stderr)
    check("text/not-counted", "sweeper: 0 findings" in text.stderr,
          text.stderr)
    # A warning about the pack does not fail a clean tree.
    check("text/exit-0", text.returncode == 0, text.stderr)
    strict = run(sweeper, "--strict", "--quiet", "--rules", pack, ".",
                 cwd=repo)
    check("strict/exit-1-and-says-why", strict.returncode == 1 and
          "error: allow entry 'never-used'" in strict.stderr, strict.stderr)

    gh = run(sweeper, "--format=github", "--rules", pack, ".", cwd=repo)
    check("github/no-annotation", "::" not in gh.stdout, gh.stdout)

    js = run(sweeper, "--format=json", "--rules", pack, ".", cwd=repo)
    doc = json.loads(js.stdout)
    check("json/not-a-finding", doc["findings"] == [] and
          doc["summary"]["findings"] == 0, js.stdout)
    notes = doc.get("configuration", [])
    check("json/configuration", len(notes) == 1 and
          notes[0]["check"] == "stale-allow" and
          notes[0]["path"] == "rules/nova.yaml", js.stdout)

    sarif = run(sweeper, "--format=sarif", "--rules", pack, ".", cwd=repo)
    run0 = json.loads(sarif.stdout)["runs"][0]
    check("sarif/no-result", run0["results"] == [], sarif.stdout)
    inv = run0.get("invocations", [{}])[0]
    tcn = inv.get("toolConfigurationNotifications", [])
    check("sarif/configuration-notification", len(tcn) == 1 and
          tcn[0]["associatedRule"]["id"] == "stale-allow" and
          tcn[0]["locations"][0]["physicalLocation"]["artifactLocation"]
          ["uri"] == "rules/nova.yaml", sarif.stdout)

    audit = run(sweeper, "--audit", "--rules", pack, ".", cwd=repo)
    out = audit.stdout
    check("audit/no-checkbox", "- [ ]" not in out, out)
    check("audit/configuration-section",
          "## Configuration (1 note)" in out and
          "- `rules/nova.yaml:4:5`: allow entry 'never-used' matched "
          "nothing in this sweep (`stale-allow`)" in out, out)
    config = out.split("## Configuration")[-1].split("## Not scanned")[0]
    check("audit/no-absolute-path", repo not in config, config)
    check("audit/leftovers-0", "| leftovers (findings) | 0 in 0 files |"
          in out, out)


def baseline(sweeper, repo, tmp):
    """A stale baseline entry is a note on the baseline: stderr and the
    audit's Configuration section, never a finding."""
    write(repo, "src/b.c", "int nova_b;\n")
    base = os.path.join(tmp, "base.json")
    run(sweeper, "--rules", "rules/nova.yaml", "--write-baseline", base, ".",
        cwd=repo)
    os.remove(os.path.join(repo, "src", "b.c"))
    audit = run(sweeper, "--rules", "rules/nova.yaml", "--baseline", base,
                "--audit", ".", cwd=repo)
    check("baseline/audit-configuration",
          "(`stale-baseline`)" in audit.stdout and
          "| leftovers (findings) | 0 in 0 files |" in audit.stdout,
          audit.stdout)
    check("baseline/exit-0", audit.returncode == 0, audit.stderr)


def derived(sweeper, tmp):
    """A derived pack's default allows (release history, vendored code)
    match nothing in most trees: never called stale."""
    repo = os.path.join(tmp, "derived")
    write(repo, "backends/nova/nova.c", "int nova_init(void);\n")
    write(repo, "src/main.c", "int main(void) { return 0; }\n")
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "base")
    git(repo, "rm", "-rq", "backends/nova")
    git(repo, "commit", "-qm", "remove nova")
    r = run(sweeper, "--removed-since", "HEAD~1", ".", cwd=repo)
    check("derived/no-stale-default", "stale" not in r.stdout + r.stderr,
          r.stdout + r.stderr)


def main():
    sweeper = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as tmp:
        repo = tree(tmp)
        reports(sweeper, repo)
        baseline(sweeper, repo, tmp)
        derived(sweeper, tmp)
    finish()


if __name__ == "__main__":
    main()
