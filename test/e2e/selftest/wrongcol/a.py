x = "mps"  # EXPECT-SWEEP: python-string:3
