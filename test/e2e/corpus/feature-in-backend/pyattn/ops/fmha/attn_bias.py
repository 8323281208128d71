class AttentionBias:
    """Base class for the attention biases the fmha ops accept."""

    def materialize(self, shape, dtype=None, device=None):
        raise NotImplementedError
