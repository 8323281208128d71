int mod_auth_plugin_init(void) { return 0; }
