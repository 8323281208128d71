/* mod_quiver: signed download links. */
static int quiver_check(const char *uri) { return uri != 0; }
int mod_quiver_plugin_init(void) { return quiver_check("/"); }
