#ifdef NOVA_ON
int nova_a;
%:else
int live_digraph;
#endif
