/* Tide tables for the demo clock. */
int tide_level(void) { return 1; }
