int uv_version(void) { return 1; }
