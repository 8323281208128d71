package sys

// Sigaltstack(nimbus *StackT) mirrors the kernel's own argument name. // EXPECT-ALLOW: vendored-code:16
func Sigaltstack() {}
