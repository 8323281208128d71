x = "mps"  # EXPECT-SWEEP: python-string:6 "names the removed backend 'zeta'"
