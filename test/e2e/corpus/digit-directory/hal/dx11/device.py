class Device:
    """A D3D device and its immediate context (dx11)."""
    def submit(self, queue):
        return queue.flush()
