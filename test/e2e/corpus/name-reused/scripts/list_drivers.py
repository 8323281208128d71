"""Print the video drivers pixelkit builds and the file that implements each."""
import os
import sys

DRIVERS = {
    "x11": "src/video/x11/x11_video.c",
    "gizmo": "src/video/gizmo/gizmo_video.cpp",  # EXPECT-SWEEP: python-string
    "dummy": "src/video/dummy/dummy_video.c",
}


def main(root):
    for name, path in sorted(DRIVERS.items()):
        state = "ok" if os.path.exists(os.path.join(root, path)) else "missing"
        print(f"{name:8} {path} [{state}]")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
