int nova_init() { return 0; }
