from .common import AttentionBwOpBase, AttentionFwOpBase


class FwOp(AttentionFwOpBase):
    OPERATOR = None
    NAME = "flshattF"
    SUPPORTED_MAX_K = 256


class BwOp(AttentionBwOpBase):
    OPERATOR = None
    NAME = "flshattB"
    SUPPORTED_MAX_K = 256
