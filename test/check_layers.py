#!/usr/bin/env python3
"""Fails on an upward include between the folders of sweeper/.

usage: check_layers.py SWEEPER_SOURCE_DIR

Each folder may include its own headers and those of folders listed
before it in LAYERS (ARCHITECTURE.md shows the same order). `clang/...`
includes are Clang's own headers: the project's LibTooling driver lives
in clangpass/ so the two cannot be confused. A folder's files include
those of its subfolders (kinds/<name>/). kinds/Kinds.def is the one file
any layer may read: a list of kinds' names with no include, from which
core makes the FileKind enum.
"""
import os
import re
import sys

LAYERS = ["core", "walk", "rules", "match", "scan", "scanners", "structure",
          "blocks", "kinds", "clangpass", "derive", "engine", "fix", "report", "lsp",
          "cli"]
# Pairs the order allows but the design does not: reporters only read
# findings and plain data, never the engines that produce them.
FORBIDDEN = {("report", "derive"), ("report", "clangpass")}
INCLUDE = re.compile(r'^\s*#\s*include\s+"(([a-z]+)/[^"]*)"', re.M)
READ_BY_ALL = {"kinds/Kinds.def"}


def files_of(folder):
    """Every file under folder, as (its path relative to folder, path)."""
    for top, _, names in sorted(os.walk(folder)):
        for name in sorted(names):
            path = os.path.join(top, name)
            yield os.path.relpath(path, folder), path


def main():
    root = sys.argv[1]
    rank = {name: i for i, name in enumerate(LAYERS)}
    unknown = sorted(d for d in os.listdir(root)
                     if os.path.isdir(os.path.join(root, d)) and d not in rank)
    bad = [f"folder sweeper/{d}/ is in no layer" for d in unknown]
    checked = 0
    for layer in LAYERS:
        folder = os.path.join(root, layer)
        for name, path in files_of(folder):
            text = open(path, encoding="utf-8").read()
            checked += 1
            for header, target in INCLUDE.findall(text):
                if header in READ_BY_ALL:
                    continue
                if target in rank and rank[target] > rank[layer]:
                    bad.append(f"sweeper/{layer}/{name} includes {target}/, "
                               f"a layer above {layer}/")
                elif (layer, target) in FORBIDDEN:
                    bad.append(f"sweeper/{layer}/{name} includes {target}/, "
                               f"which {layer}/ must not depend on")
    for line in bad:
        print(line)
    print(f"{checked - len(bad)} passed, {len(bad)} failed")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
