// A mention of its own: parsed.
#include "include/uses_backend.h"
int count() { return mps_count(); } // EXPECT-SWEEP: clang-reference:22 "call to"
