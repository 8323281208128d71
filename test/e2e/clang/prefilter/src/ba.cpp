// Only the header this TU includes mentions the backend, and no TU before
// it in path order is parsed for that header: it is parsed.
#include "include/uses_backend.h"
int first() { return 0; }
