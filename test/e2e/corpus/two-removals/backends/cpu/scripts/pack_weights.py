"""Pack weights for the CPU backend (one of the backend's own scripts)."""  # ORACLE-KEEP
import sys


def pack(values):
    return bytes(v & 0xFF for v in values)


if __name__ == "__main__":
    sys.exit(0 if pack([1, 2, 3]) else 1)
