#include "3rdparty/tinycrc/include/tinycrc.h"
/* Frames are checked with tinycrc. */
int lumenos_check(const char *p) { return tinycrc16(p); } /* tinycrc */
