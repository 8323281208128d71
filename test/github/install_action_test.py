#!/usr/bin/env python3
"""plugins/github/install.sh, run as the composite action runs it, on the
release tarball scripts/package.sh made (a local file:// URL or a path
stand in for the release download): a fresh empty PREFIX and cache get a
sweeper that runs and sweeps the bundled example with its installed rule
pack, within 30 seconds; a second install comes from the cache; a wrong
or malformed sha256, a non-empty prefix and a plain http:// URL are
refused with nothing installed; the default URL names the release asset
of the action's repository.

usage: install_action_test.py TARBALL SOURCE_DIR
"""
import hashlib, os, shutil, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402

LIMIT_SECONDS = 30


def install(script, tmp, prefix, url, cache, *args, **env):
    output = os.path.join(tmp, "github-output")
    open(output, "w").close()
    full = dict(os.environ, PREFIX=prefix, URL=url, CACHE_DIR=cache,
                GITHUB_OUTPUT=output, **env)
    for name in ("SHA256", "VERSION", "BUILD_FROM_SOURCE",
                 "GITHUB_ACTION_REPOSITORY", "GITHUB_ACTION_PATH"):
        if name not in env:
            full.pop(name, None)
    start = time.monotonic()
    r = subprocess.run(["bash", script, *args], env=full, cwd=tmp,
                       capture_output=True, text=True)
    with open(output) as f:
        outputs = dict(l.split("=", 1) for l in f.read().splitlines() if "=" in l)
    return r, outputs, time.monotonic() - start


def sweeps_example(prefix, source):
    exe = os.path.join(prefix, "bin", "sweeper")
    pack = os.path.join(prefix, "share", "backend-sweeper", "rules",
                        "executorch-mps.yaml")
    r = subprocess.run([exe, "--version"], capture_output=True, text=True)
    check("installed-version-runs", r.returncode == 0 and
          r.stdout.startswith("backend-sweeper "), r.stdout + r.stderr)
    r = subprocess.run([exe, "scan", "--quiet", "--format=json", "--rules",
                        pack, os.path.join(source, "examples",
                                           "executorch-mps")],
                       capture_output=True, text=True)
    check("installed-binary-sweeps-example",
          r.returncode == 1 and '"cmake-option"' in r.stdout,
          f"{r.returncode}: {r.stderr[-500:]}")


def empty(path):
    return not os.path.exists(path) or not os.listdir(path)


def fresh_install(script, tarball, source, tmp):
    prefix, cache = os.path.join(tmp, "pre fix"), os.path.join(tmp, "cache")
    os.makedirs(prefix)  # an existing empty prefix is fine
    copy = os.path.join(tmp, "served", os.path.basename(tarball))
    os.makedirs(os.path.dirname(copy))
    shutil.copy(tarball, copy)
    r, out, seconds = install(script, tmp, prefix, "file://" + copy, cache)
    print(f"install.sh from a file:// URL took {seconds:.2f} s")
    check("file-url-installs", r.returncode == 0, r.stdout + r.stderr)
    check("under-30-seconds", seconds < LIMIT_SECONDS, f"{seconds:.1f} s")
    check("output-names-sweeper", out.get("sweeper") ==
          os.path.join(prefix, "bin", "sweeper"), str(out))
    check("sha256-noticed-when-not-pinned",
          hashlib.sha256(open(tarball, "rb").read()).hexdigest() in r.stdout,
          r.stdout)
    sweeps_example(prefix, source)
    # The source is gone: the second install must come from the cache.
    os.remove(copy)
    again = os.path.join(tmp, "again")
    r, _, _ = install(script, tmp, again, "file://" + copy, cache)
    check("second-install-from-cache", r.returncode == 0 and os.access(
        os.path.join(again, "bin", "sweeper"), os.X_OK), r.stderr)


def sha256_checks(script, tarball, tmp):
    digest = hashlib.sha256(open(tarball, "rb").read()).hexdigest()
    prefix = os.path.join(tmp, "pinned")
    r, _, _ = install(script, tmp, prefix, tarball, os.path.join(tmp, "c1"),
                      SHA256=digest.upper())
    check("plain-path-with-right-sha256-installs", r.returncode == 0 and
          os.path.isfile(os.path.join(prefix, "bin", "sweeper")), r.stderr)
    wrong = "0" * 64
    for name, sha in (("wrong", wrong), ("malformed", "not-a-digest")):
        prefix, cache = os.path.join(tmp, name), os.path.join(tmp, "c-" + name)
        r, out, _ = install(script, tmp, prefix, tarball, cache, SHA256=sha)
        check(f"{name}-sha256-refused", r.returncode != 0 and
              "sha" in r.stderr.lower(), f"{r.returncode}: {r.stderr}")
        check(f"{name}-sha256-installs-nothing", empty(prefix) and
              "sweeper" not in out and not any(
                  p.startswith(name + ".partial") for p in os.listdir(tmp)),
              str(os.listdir(tmp)))
    check("wrong-sha256-drops-cached-copy",
          empty(os.path.join(tmp, "c-wrong")),
          str(os.listdir(os.path.join(tmp, "c-wrong"))))


def refusals(script, tarball, tmp):
    full = os.path.join(tmp, "full")
    os.makedirs(full)
    open(os.path.join(full, "keep"), "w").close()
    r, _, _ = install(script, tmp, full, tarball, os.path.join(tmp, "c2"))
    check("non-empty-prefix-refused", r.returncode != 0 and
          os.listdir(full) == ["keep"], r.stderr)
    plain = os.path.join(tmp, "plain")
    r, _, _ = install(script, tmp, plain, "http://127.0.0.1:9/x.tar.gz",
                      os.path.join(tmp, "c3"))
    check("plain-http-refused", r.returncode != 0 and empty(plain) and
          "https://" in r.stderr, r.stderr)


def default_url(script, tmp):
    # As the runner checks the action out, with GITHUB_ACTION_REPOSITORY
    # empty (composite actions leave it so).
    path = "/home/runner/work/_actions/acme/sweeper-fork/release/v1/plugins/github"
    r, out, _ = install(script, tmp, "", "", os.path.join(tmp, "c4"),
                        "--resolve", VERSION="1.2.3", GITHUB_ACTION_PATH=path,
                        GITHUB_ACTION_REPOSITORY="")
    want = ("https://github.com/acme/sweeper-fork/releases/download/v1.2.3/"
            "backend-sweeper-1.2.3-linux-x86_64.tar.gz")
    check("default-url-is-release-asset", r.returncode == 0 and
          out.get("url") == want, f"{out} {r.stderr}")
    _, out2, _ = install(script, tmp, "", "", os.path.join(tmp, "c4"),
                          "--resolve", VERSION="1.2.4",
                          GITHUB_ACTION_PATH=path)
    check("cache-key-per-version", out.get("key", "").startswith(
        "backend-sweeper-") and out2.get("key") not in ("", out.get("key")),
        f"{out} {out2}")
    r, out, _ = install(script, tmp, "", "", os.path.join(tmp, "c4"),
                        "--resolve", VERSION="1.2.3/../../evil",
                        GITHUB_ACTION_PATH=path)
    check("version-with-slash-refused", r.returncode != 0 and
          "url" not in out, r.stderr)


def main():
    tarball, source = map(os.path.abspath, sys.argv[1:3])
    script = os.path.join(source, "plugins", "github", "install.sh")
    if not os.path.isfile(tarball):
        check("tarball-exists", False, tarball + " (scripts/package.sh)")
        return finish()
    with tempfile.TemporaryDirectory() as tmp:
        fresh_install(script, tarball, source, tmp)
        sha256_checks(script, tarball, tmp)
        refusals(script, tarball, tmp)
        default_url(script, tmp)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
