#ifdef NOVA_ON
/* usage:
#endif
*/
void nova_init(void);
#endif
int keep;
