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
