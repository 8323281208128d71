// The module reports what refers to the removed backend's enumerator (its
// declaration is the lexical pass's cxx-code) and deletes an enumerator
// defined from it.
enum Device { DEVICE_CPU, DEVICE_NOVA, DEVICE_GPU };

enum Preferred {
  PREFERRED_CPU = DEVICE_CPU,
};

int lanes(Preferred P) { return P == PREFERRED_CPU ? 1 : 4; }
