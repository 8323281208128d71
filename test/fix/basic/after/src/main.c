#include "demo.h"

#if defined(DEMO_USE_CPU)
int cpu_ready(void);
#endif

int demo_main(void) { return 0; }
