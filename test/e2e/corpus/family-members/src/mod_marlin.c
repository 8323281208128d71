/* mod_marlin: tracks visitors by cookie. */
static int marlin_cookie(void) { return 1; }
int mod_marlin_plugin_init(void) { return marlin_cookie(); }
