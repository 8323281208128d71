/* QUIC filters. */
#include <stdio.h>
#include "curl_zetaq.h"
#include <zeta/quic.h> /* curl_zetaq */
int vquic_connect(void) {
  SSL_set_quic_method(0, 0); /* curl_zetaq */
  SSL_set_quic_method(0, 0); /* curl_zetaq */
  SSL_set_quic_method(0, 0); /* curl_zetaq */
  return SSL_set_quic_method(0, 1);
}
