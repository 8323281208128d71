def emit_lut_header(path):
    with open(path, "w") as f:
        f.write("static const int kTernLut[3] = {-1, 0, 1};\n")
