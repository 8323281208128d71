/* Same cookie scheme as mod_marlin. */ // EXPECT-SWEEP: comment-mention:30
int mod_userdir_plugin_init(void) { return 0; }
