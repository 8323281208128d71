from .partitioner import QuillPartitioner

__all__ = ["QuillPartitioner"]
