// Objective-C++: Apple backends are written in it.
@interface Runner
+ (void)runWithNovaDelegate;
+ (void)runPlain;
@end

void go() {
  [Runner runWithNovaDelegate]; // CHECK-MESSAGES: :[[@LINE]]:18: warning: Objective-C message 'runWithNovaDelegate' to 'Runner' (clang-reference) [backend-removal-leftover]
  [Runner runPlain];
}
