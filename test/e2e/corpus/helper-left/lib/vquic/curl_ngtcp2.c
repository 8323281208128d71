/* The QUIC filter that stays. */
#include "curl_setup.h"
#include <ngtcp2/ngtcp2.h>
int Curl_ngtcp2_connect(void) { return curl_quic_ready(); }
