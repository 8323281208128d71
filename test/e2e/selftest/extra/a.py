x = "mps"
