#include "include/clean.h"
int other() { return clean(); }
