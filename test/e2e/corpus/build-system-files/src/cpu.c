/* On x86 the clock speed is read from /proc/cpuinfo. */
int uv_cpu_speed(void) { return 0; }
