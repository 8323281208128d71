#include <stdio.h>
#include <zeta/quic.h>
#include <ngtcp2/ngtcp2.h>
#include <gpu/shaders.h>
#include "curl_zetaq.h"
int Curl_zetaq_connect(void) { return SSL_set_quic_method(0, 0); }
