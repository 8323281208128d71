/* ~0 is -1: this branch is taken without the backend. */
#if ~NOVA_DISABLED
int tilde_kept(void) { return 1; }
#endif

#if NOVA_ON || -1
int always_kept(void) { return 2; }
#endif

#if !NOVA_ON
int cpu_path(void) { return 3; }
#endif

#ifdef NOVA_ON
int nova_only(void) { return 4; }
#endif

int after_blocks(void) { return 5; }
