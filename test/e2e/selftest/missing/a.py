x = 1  # EXPECT-SWEEP: python-string
