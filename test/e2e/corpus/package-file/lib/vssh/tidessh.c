/* The TideSSH backend. */
#include <tidessh/ssh.h>
int Curl_tidessh_init(void) { return tidessh_Init(); }
