// Only the header this TU includes mentions the backend: the prefilter
// follows includes, so the TU is parsed.
#include "include/uses_backend.h"
int count() { return mps_count(); } // EXPECT-SWEEP: clang-reference:22 "call to"
