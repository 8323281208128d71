/* The QUIC filter that stays. */
#include "curl_setup.h"
int Curl_ngtcp2_connect(void) { return curl_quic_ready(); }
