#ifdef NOVA_ON
int nova_d;
??=else
int live_in_c11;
#endif
