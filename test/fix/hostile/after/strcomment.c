int kept_after_string(void) { return 6; }
// */ \
#endif
