#include "demo.h"
#include "src/nova/nova_api.h"

#ifdef DEMO_USE_NOVA
int nova_ready(void);
#elif defined(DEMO_USE_CPU)
int cpu_ready(void);
#endif

int demo_main(void) { return 0; }
