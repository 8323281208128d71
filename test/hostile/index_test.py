#!/usr/bin/env python3
"""A `.git/index` shaped to cost the square of its size.

Version 4 stores each path against the one before it, so an index whose
paths grow one byte per entry spells out 800 MB of names from 2.6 MB.
Neither the in-process reader nor git may be left to read it: the sweep
refuses it at once (exit 2, said), in bounded time and memory. So does one
whose names, none over 4096 bytes, add up to more than 32 times its size.

usage: index_test.py SWEEPER_BINARY
"""
import hashlib, os, resource, struct, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402

ENTRIES = 40000


def growing_index(path):
    """ENTRIES entries named a, aa, aaa, ...: each strips nothing and adds
    one byte. Stat data zero, every blob the empty one."""
    blob = hashlib.sha1(b"blob 0\0").digest()
    out = bytearray(b"DIRC" + struct.pack(">II", 4, ENTRIES))
    for i in range(ENTRIES):
        out += struct.pack(">10I", *([0] * 6), 0o100644, 0, 0, 0) + blob
        out += struct.pack(">H", min(i + 1, 0xFFF)) + b"\x00a\x00"
    out += hashlib.sha1(out).digest()
    with open(path, "wb") as f:
        f.write(out)


def wide_index(path, entries=100000, width=4000):
    """A first name of `width` bytes, then `entries` more that each strip
    one byte and add one: 65 bytes an entry that spell `width` each, 400 MB
    of names from 6.5 MB, no name over 4096 bytes."""
    blob = hashlib.sha1(b"blob 0\0").digest()
    out = bytearray(b"DIRC" + struct.pack(">II", 4, entries + 1))
    head = struct.pack(">10I", *([0] * 6), 0o100644, 0, 0, 0) + blob
    out += head + struct.pack(">H", 0xFFF) + b"\x00" + b"a" * width + b"\x00"
    for i in range(entries):
        out += head + struct.pack(">H", 0xFFF) + b"\x01" + \
            bytes([98 + i % 20]) + b"\x00"
    out += hashlib.sha1(out).digest()
    with open(path, "wb") as f:
        f.write(out)


def refused(sweeper, make, tag, said):
    """Sweeps a fresh repository whose index `make` wrote: refused at once,
    in one line, within 1 GiB of address space."""
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["git", "init", "-q", tmp], check=True)
        with open(os.path.join(tmp, ".sweeper.yaml"), "w") as f:
            f.write("tokens: [nova]\n")
        make(os.path.join(tmp, ".git", "index"))
        start = time.monotonic()
        # 1 GiB of address space (the reader once needed 2.4 GB); not under
        # AddressSanitizer, whose shadow memory alone reserves terabytes.
        def limit():
            if "ASAN_OPTIONS" not in os.environ:
                resource.setrlimit(resource.RLIMIT_AS, (1 << 30,) * 2)
        try:
            r = subprocess.run([sweeper, "scan", "--no-clang", "."], cwd=tmp,
                               capture_output=True, text=True, timeout=60,
                               preexec_fn=limit)
            rc, err = r.returncode, r.stderr
        except subprocess.TimeoutExpired:
            rc, err = None, "timed out after 60 s"
        secs = time.monotonic() - start
        check(f"index/{tag}/exit-2", rc == 2, f"exit {rc}: {err[-300:]}")
        check(f"index/{tag}/said", said in err, err[-300:])
        check(f"index/{tag}/within-10s", secs < 10, f"{secs:.1f} s")
        check(f"index/{tag}/one-line", len(err) < 2000,
              f"{len(err)} bytes of stderr")


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    sweeper = os.path.abspath(sys.argv[1])
    refused(sweeper, growing_index, "growing-names", "longer than 4096 bytes")
    refused(sweeper, wide_index, "wide-names",
            "spell out more than 32 times its own size")
    return finish()


if __name__ == "__main__":
    sys.exit(main())
