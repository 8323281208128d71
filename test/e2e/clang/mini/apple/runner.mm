// Objective-C++ is first-class: Apple backends are written in it.
@interface SweepRunner
+ (void)runWithMpsDelegate; // EXPECT-SWEEP: cxx-code
@end

void go() {
  [SweepRunner runWithMpsDelegate]; // EXPECT-SWEEP[lex]: cxx-code  EXPECT-SWEEP[clang]: clang-reference:23 "Objective-C message"
}
