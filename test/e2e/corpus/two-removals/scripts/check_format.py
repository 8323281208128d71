"""Check formatting of the sources and of the helper scripts."""  # ORACLE-KEEP
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS_DIR = ROOT / "scripts"  # ORACLE-KEEP
CHECKED = ["runtime", "backends", "python", "scripts"]  # ORACLE-KEEP


def main():
    for top in CHECKED:
        for path in (ROOT / top).rglob("*.py"):
            path.read_text()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
