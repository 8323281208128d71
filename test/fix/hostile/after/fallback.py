import sys

nova = None


def pick():
    if nova is None:
        return "cpu"
    return "accelerated"


def pick_always(nova_enabled=False):
    if nova_enabled or True:
        return "always"
    return "never"


def run(nova_enabled=False):
    print("start")
    return 0


HELP = """
if nova_enabled:
    explained here
"""

print(pick(), pick_always(), run(), HELP, file=sys.stderr)
