#if NOVA_ENABLED == 0
int cpu_path;
#else
int nova_path;
#endif
