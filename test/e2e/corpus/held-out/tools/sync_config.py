#!/usr/bin/env python3
"""Check that every numeric default in src/qconfig.h is mirrored in
cmake/CompileDefinitions.cmake with the same value."""
import re
import sys

HEADER = "src/qconfig.h"
CMAKE = "cmake/CompileDefinitions.cmake"

define_re = re.compile(r"^#define\s+(MAX_\w+|DEFAULT_\w+)\s+(\d+)")
cmake_re = re.compile(r'"(MAX_\w+|DEFAULT_\w+)=(\d+)"')


def read(path, rx):
    found = {}
    with open(path) as f:
        for line in f:
            m = rx.search(line)
            if m:
                found[m.group(1)] = m.group(2)
    return found


def main():
    header, cmake = read(HEADER, define_re), read(CMAKE, cmake_re)
    bad = [k for k in header if cmake.get(k) != header[k]]
    for k in bad:
        print(f"{k}: {HEADER}={header[k]} {CMAKE}={cmake.get(k)}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
