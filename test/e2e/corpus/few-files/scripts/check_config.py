#!/usr/bin/env python3
"""Checks that every build option is covered by a CI configuration."""
import re
import sys

# Options left out of the "full" configuration, with the reason.
EXCLUDE_FROM_FULL = {
    "TBX_DEPS_SHARED": "changes how libraries are loaded",
    "TBX_MOD_RETRAK": "needs libretrak, which CI images lack",  # EXPECT-SWEEP: python-string
    "TBX_RETRACT_ON_ERROR": "changes mixer behaviour",  # ORACLE-KEEP: a word sharing letters
}

MOD_BACKENDS = ["xmp", "retrak"]  # EXPECT-SWEEP: python-string


def retract_excluded(options):  # ORACLE-KEEP: a word sharing letters
    """Return the options minus the excluded ones."""
    return [o for o in options if o not in EXCLUDE_FROM_FULL]


def main(path):
    with open(path, encoding="utf-8") as f:
        options = re.findall(r"option\((TBX_\w+)", f.read())
    for option in retract_excluded(options):
        print(option)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "CMakeLists.txt"))
