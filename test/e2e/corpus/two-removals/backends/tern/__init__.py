TERN_BLOCK = 64

__all__ = ["TERN_BLOCK"]
