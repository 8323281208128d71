#ifdef NOVA_ON
static const char *nova_open = "/*";
#endif
int kept_after_string(void) { return 6; }
// */ \
#endif
