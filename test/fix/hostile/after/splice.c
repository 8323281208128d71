#ifdef NOVA_ON
int nova_b;
#el\
se
int live_split_word;
#endif
#ifdef NOVA_ON
int nova_c;
#\
else
int live_split_hash;
#endif
