from . import ops

__version__ = "0.0.28"
