int head;
#if NOVA_LEVEL * 1u - 1 > 5
int live_unsigned;
#endif
#if -1 > NOVA_ON * 0u
int live_zero_times_unsigned;
#endif
#if (1 ? NOVA_ON : 0u) - 1 > 0
int live_unsigned_branch;
#endif
int tail;
