/* The gauge: how full the request queue is. */
int gauge_level(void) { return 0; }
