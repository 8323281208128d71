"""Fixture trees the Python end-to-end tests write."""
import os


def write(root, files):
    """Writes each of \\p files (path below \\p root: text), making the
    directories on the way."""
    for name, text in files.items():
        path = os.path.join(root, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)


def write_file(root, name, text):
    """Writes one file below \\p root, making the directories on the way."""
    write(root, {name: text})


def git(repo, *args):
    """Runs git in \\p repo as a fixed author; fails the test on an error."""
    import subprocess
    subprocess.run(["git", "-C", repo, "-c", "user.name=t", "-c",
                    "user.email=t@t", *args], check=True, capture_output=True)


def committed_removal(repo, files, *removed):
    """A git repository at \p repo holding \p files, then a commit that
    removes the paths \p removed: `--removed-since HEAD~1` derives it."""
    write(repo, files)
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "base")
    git(repo, "rm", "-rq", *removed)
    git(repo, "commit", "-qm", "remove " + " ".join(removed))


def scan_json(sweeper, repo, *args):
    """`sweeper scan --format=json ARGS .` in \\p repo: the finished process
    and its report ({} when it printed none)."""
    import json
    import subprocess
    r = subprocess.run([sweeper, "scan", "--format=json", *args, "."],
                       cwd=repo, capture_output=True, text=True, timeout=60)
    return r, json.loads(r.stdout or "{}")


def derive(sweeper, repo, *args):
    """`sweeper derive ARGS .` in \\p repo: the finished process."""
    import subprocess
    return subprocess.run([sweeper, "derive", *args, "."], cwd=repo,
                          capture_output=True, text=True, timeout=60)


def scan_with_printed_pack(sweeper, repo, printed, tmp):
    """Saves \\p printed (a `derive` output) as a pack in \\p tmp and sweeps
    \\p repo with it: the finished process and the (path, line) of each
    finding."""
    import os
    pack = os.path.join(tmp, "pack.yaml")
    with open(pack, "w") as f:
        f.write(printed)
    r, report = scan_json(sweeper, repo, "--rules", pack)
    return r, {(f["path"], f["line"]) for f in report.get("findings", [])}
