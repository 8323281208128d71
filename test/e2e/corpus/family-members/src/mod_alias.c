int mod_alias_plugin_init(void) { return 0; }
