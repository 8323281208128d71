"""What every Python end-to-end test prints: a PASS or FAIL line per check
and the closing `N passed, N failed` line CI reads."""

PASSES, FAILS = [], []


def check(name, ok, detail=""):
    print(("PASS " if ok else "FAIL ") + name + ("" if ok else ": " + str(detail)))
    (PASSES if ok else FAILS).append(name)


def finish():
    """The closing line; the exit status for sys.exit."""
    if FAILS:
        print("failed: " + ", ".join(FAILS))
    print(f"{len(PASSES)} passed, {len(FAILS)} failed")
    return 1 if FAILS else 0
