BACKENDS = ["vulkan", "dx11"] # EXPECT-SWEEP: python-string


def open_backend(name):
    if name == "dx11": # EXPECT-SWEEP: python-string
        from hal import dx11 # EXPECT-SWEEP: python-import
        return dx11.Device() # EXPECT-SWEEP: python-reference:16 "Python code references 'dx11.Device', which names the removed backend 'dx11'"
    if name == "vulkan":
        from hal import vulkan
        return vulkan.Device()
    raise ValueError(name)
