// Its header mentions the backend, but src/ba.cpp is parsed for it
// already: Clang places the header's references in the header.
#include "include/uses_backend.h"
int last() { return 0; }
