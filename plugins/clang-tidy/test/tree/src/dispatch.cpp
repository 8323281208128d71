// The module reports what refers to the removed backend's enumerator (its
// declaration is the lexical pass's cxx-code) and deletes an enumerator
// defined from it.
enum Device { DEVICE_CPU, DEVICE_NOVA, DEVICE_GPU };

enum Preferred {
  PREFERRED_CPU = DEVICE_CPU,
  PREFERRED_ACCEL = DEVICE_NOVA, // CHECK-MESSAGES: :[[@LINE]]:28: warning: reference to enumerator 'DEVICE_NOVA' (clang-reference) [backend-removal-leftover]
};

int lanes(Preferred P) { return P == PREFERRED_CPU ? 1 : 4; }
