#ifndef NOVA_X
#define NOVA_X 1
int keep_this;
#else
int other;
#endif
