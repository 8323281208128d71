#!/usr/bin/env python3
"""plugins/github/sweep.sh, run locally as the composite action runs it, on
a pull-request-shaped repository: the base commit has a backend directory
and its CMake option; the PR deletes both, leaves a `-D..._BACKEND=ON` in a
file it does not touch and (in one variant) adds another. Checks the
annotations, the job summary, the SARIF, GITHUB_OUTPUT (sarif, findings,
exit-code) and the exit status for each fail-on; a bad base commit is
always 2, a PR that removes nothing passes, and hostile names stay inert.

usage: sweep_test.py SWEEPER_BINARY SOURCE_DIR
"""
import json, os, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402

FLAG = "cmake -DPROJ_NOVA_BACKEND=ON ..\n"
# Tracked, untouched by the PR, with a leftover: its name must stay a word.
HOSTILE = "$(touch pwned) `touch pwned2`;x.sh"




def write(repo, name, text):
    path = os.path.join(repo, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, "-c", "user.name=t", "-c",
                           "user.email=t@t", *args], check=True,
                          capture_output=True, text=True).stdout.strip()


def make_repo(repo, add_new_flag):
    """The base commit, then the PR commit; returns the base's hash."""
    os.makedirs(repo)
    git(repo, "init", "-q")
    write(repo, "CMakeLists.txt",
          "project(p)\n"
          'option(PROJ_NOVA_BACKEND "Build the nova backend" OFF)\n'
          "if(PROJ_NOVA_BACKEND)\n  add_subdirectory(backends/nova)\n"
          "endif()\nadd_library(core core.c)\n")
    write(repo, "backends/nova/CMakeLists.txt",
          "add_library(nova_backend nova.c)\n")
    write(repo, "backends/nova/nova.c", "int nova_init(void) { return 0; }\n")
    write(repo, "core.c", "int core(void) { return 1; }\n")
    write(repo, "scripts/build.sh", "#!/bin/sh\n" + FLAG)
    write(repo, HOSTILE, FLAG)
    write(repo, "ci/run.sh", "#!/bin/sh\nmake\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "base")
    base = git(repo, "rev-parse", "HEAD")
    git(repo, "rm", "-rq", "backends/nova")
    write(repo, "CMakeLists.txt", "project(p)\nadd_library(core core.c)\n")
    if add_new_flag:
        write(repo, "ci/run.sh", "#!/bin/sh\nmake\n" + FLAG)
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "remove the nova backend")
    return base


def sweep(script, sweeper, repo, base, fail_on, tmp, default_sarif=False):
    out = {k: os.path.join(tmp, k) for k in ("summary", "output")}
    for path in out.values():
        with open(path, "w") as f:
            f.write("earlier step\n")  # must be appended to, not replaced
    sarif = os.path.join(tmp, "out dir", "sweep.sarif")
    os.makedirs(os.path.dirname(sarif), exist_ok=True)
    if os.path.exists(sarif):
        os.remove(sarif)
    env = dict(os.environ, SWEEPER=sweeper, BASE_SHA=base, FAIL_ON=fail_on,
               SWEEP_ROOT=repo, SARIF=sarif, GITHUB_STEP_SUMMARY=out["summary"],
               GITHUB_OUTPUT=out["output"])
    if default_sarif:  # as the action runs it: no SARIF input
        del env["SARIF"]
        env["RUNNER_TEMP"] = os.path.dirname(sarif)
    r = subprocess.run(["bash", script], cwd=repo, env=env,
                       capture_output=True, text=True)
    texts = {}
    for k, path in out.items():
        with open(path) as f:
            texts[k] = f.read()
    return r, texts, sarif


def annotated(stdout):
    return {l.split(",")[0] for l in stdout.splitlines()
            if l.startswith("::warning file=") or l.startswith("::error file=")}


def pr_with_new_flag(script, sweeper):
    with tempfile.TemporaryDirectory() as tmp:
        repo = os.path.join(tmp, "pr repo")
        base = make_repo(repo, add_new_flag=True)
        r, out, sarif = sweep(script, sweeper, repo, base, "warning", tmp)
        files = annotated(r.stdout)
        check("annotates-untouched-file",
              any(f.endswith("scripts/build.sh") for f in files), r.stdout)
        check("annotates-new-line",
              any(f.endswith("ci/run.sh") for f in files), r.stdout)
        check("annotates-hostile-name", any("pwned" in f for f in files),
              r.stdout)
        check("hostile-name-not-run", not any(
            os.path.exists(os.path.join(d, p)) for d in (repo, tmp)
            for p in ("pwned", "pwned2")))
        check("summary-appended", out["summary"].startswith("earlier step\n")
              and "scripts/build.sh" in out["summary"] and
              len(out["summary"]) > 100, out["summary"])
        try:
            with open(sarif) as f:
                log = json.load(f)
            results = log["runs"][0]["results"]
            check("sarif-valid", log["version"] == "2.1.0" and
                  len(results) >= 3, str(len(results)))
        except (OSError, ValueError, KeyError, IndexError) as e:
            check("sarif-valid", False, repr(e))
        count = sum(l.startswith(("::warning file=", "::error file="))
                    for l in r.stdout.splitlines())
        check("github-output-names-sarif-findings-exit-code",
              out["output"] == f"earlier step\nsarif={sarif}\n"
              f"findings={count}\nexit-code=1\n" and count >= 3,
              out["output"])
        check("fail-on-warning-new-flag-exit-1", r.returncode == 1,
              f"{r.returncode}: {r.stderr}")
        for fail_on in ("none", "error"):
            r, _, _ = sweep(script, sweeper, repo, base, fail_on, tmp)
            check(f"fail-on-{fail_on}-exit-0", r.returncode == 0,
                  f"{r.returncode}: {r.stderr}")
        for fail_on in ("none", "warning"):
            r, out, _ = sweep(script, sweeper, repo, "0" * 40, fail_on, tmp)
            check(f"bad-base-exit-2-with-fail-on-{fail_on}",
                  r.returncode == 2 and out["output"].endswith(
                      "\nexit-code=2\n"), f"{r.returncode}: {r.stderr}")
        r, _, _ = sweep(script, sweeper, repo, "--output=x", "none", tmp)
        check("option-shaped-base-exit-2", r.returncode == 2 and
              not os.path.exists(os.path.join(repo, "x")), r.stderr)
        r, _, _ = sweep(script, sweeper, repo, base, "sometimes", tmp)
        check("bad-fail-on-exit-2", r.returncode == 2, r.stderr)


def pr_leaving_old_flag(script, sweeper):
    """Only old leftovers: all annotated, but nothing new fails the gate."""
    with tempfile.TemporaryDirectory() as tmp:
        repo = os.path.join(tmp, "repo")
        base = make_repo(repo, add_new_flag=False)
        r, out, sarif = sweep(script, sweeper, repo, base, "warning", tmp)
        check("old-leftover-annotated", any(
            f.endswith("scripts/build.sh") for f in annotated(r.stdout)),
            r.stdout)
        check("old-leftover-passes-gate", r.returncode == 0,
              f"{r.returncode}: {r.stderr}")
        # With the default SARIF path the report lands outside the
        # checkout: the gate must not find the report's own quotes.
        r, out, sarif = sweep(script, sweeper, repo, base, "warning", tmp,
                              default_sarif=True)
        check("default-sarif-outside-checkout-passes-gate",
              r.returncode == 0 and os.path.exists(sarif),
              f"{r.returncode}: {r.stdout[-500:]} {r.stderr}")
        # The PR's next commit removes nothing: nothing to sweep for.
        head = git(repo, "rev-parse", "HEAD")
        write(repo, "core.c", "int core(void) { return 2; }\n")
        git(repo, "commit", "-qam", "unrelated")
        r, out, _ = sweep(script, sweeper, repo, head, "warning", tmp)
        check("removes-nothing-passes", r.returncode == 0 and
              "removes nothing" in r.stdout and out["output"].endswith(
                  "\nfindings=0\nexit-code=0\n"), r.stdout + r.stderr)


def main():
    sweeper = os.path.abspath(sys.argv[1])
    script = os.path.join(os.path.abspath(sys.argv[2]), "plugins", "github",
                          "sweep.sh")
    pr_with_new_flag(script, sweeper)
    pr_leaving_old_flag(script, sweeper)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
