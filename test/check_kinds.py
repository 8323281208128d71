#!/usr/bin/env python3
"""Holds a file kind to one folder and one line.

usage: check_kinds.py SWEEPER_SOURCE_DIR

A kind is its line `KIND(Enum, "name")` in kinds/Kinds.def and its folder
kinds/<name>/, which defines `kinds::<Enum>Data` (its files and comment
syntax) and `kinds::<Enum>` (its scanner, blocks and symbols). This fails
when a folder has no line or a line no folder, when a folder does not
define its two objects, when Kinds.def includes anything (every layer
reads it), or when a file outside kinds/ names what a folder defines: a
kind's objects, its scanner class or a function its headers declare. A
kind added from now on is named as `FileKind::<Enum>` nowhere outside its
folder either; the kinds in NAMED_OUTSIDE still are, by generic code that
predates the folders (each one moved out shrinks the list).
"""
import os
import re
import sys

LINE = re.compile(r'^KIND\((\w+), "([a-z-]+)"\)$', re.M)
SCANNER = re.compile(r'SWEEPER_SCANNER\((\w+)\)')
DECLARED = re.compile(r'^[\w:<>, ]+[ &*](\w+)\(', re.M)
NAMED_OUTSIDE = {"CMake", "CMakePresets", "Yaml", "Swift", "Markdown", "Rst",
                 "Python", "Shell", "Cxx", "Pbxproj", "Gitmodules",
                 "Codeowners", "Make", "Build", "Json", "Toml", "Text"}


def sources(root):
    for top, _, names in os.walk(root):
        for name in sorted(names):
            if name.endswith((".cpp", ".h", ".def")):
                path = os.path.join(top, name)
                yield path, open(path, encoding="utf-8").read()


def check_folders(kinds_dir, lines, bad):
    """Every line has a folder defining its objects, every folder a line."""
    by_name = {name: enum for enum, name in lines}
    folders = sorted(d for d in os.listdir(kinds_dir)
                     if os.path.isdir(os.path.join(kinds_dir, d)))
    for folder in folders:
        if folder not in by_name:
            bad.append(f"kinds/{folder}/ has no line in kinds/Kinds.def")
    for enum, name in lines:
        folder = os.path.join(kinds_dir, name)
        if not os.path.isdir(folder):
            bad.append(f"kind {name} has no folder kinds/{name}/")
            continue
        text = "".join(t for _, t in sources(folder))
        for obj, typ in ((f"{enum}Data", "KindData"), (enum, "KindSpec")):
            if not re.search(rf"const {typ} kinds::{obj}\b", text):
                bad.append(f"kinds/{name}/ does not define kinds::{obj}")


def folder_names(kinds_dir, lines):
    """What the folders define that only they and the registry may name."""
    names = {f"kinds::{e}" for e, _ in lines}
    names |= {f"kinds::{e}Data" for e, _ in lines}
    for path, text in sources(kinds_dir):
        if os.path.dirname(path) == kinds_dir:
            continue  # the registry's own files
        names |= set(SCANNER.findall(text))
        if path.endswith(".h"):
            names |= set(DECLARED.findall(text))
    return names


def main():
    root = sys.argv[1]
    kinds_dir = os.path.join(root, "kinds")
    registry = open(os.path.join(kinds_dir, "Kinds.def"), encoding="utf-8").read()
    lines = LINE.findall(registry)
    bad = []
    if "#include" in registry:
        bad.append("kinds/Kinds.def includes a file: every layer reads it")
    check_folders(kinds_dir, lines, bad)
    names = folder_names(kinds_dir, lines)
    new_kinds = [e for e, _ in lines if e not in NAMED_OUTSIDE]
    named = re.compile(r"\b(" + "|".join(map(re.escape, sorted(names))) +
                       r")\b")
    new = re.compile(r"\bFileKind::(" + "|".join(new_kinds or ["$^"]) + r")\b")
    for path, text in sources(root):
        rel = os.path.relpath(path, root)
        if rel.startswith("kinds" + os.sep):
            continue
        found_new = {f"FileKind::{e}" for e in new.findall(text)}
        for found in sorted(set(named.findall(text)) | found_new):
            bad.append(f"sweeper/{rel} names {found}, which belongs in its "
                       "kind's folder")
    for line in bad:
        print(line)
    print(f"{len(lines)} kinds, {len(bad)} problems")
    return 1 if bad or not lines else 0


if __name__ == "__main__":
    sys.exit(main())
