/* QUIC filters. */
#include "curl_zetaq.h"
int vquic_connect(void) {
  SSL_set_quic_method(0, 0); /* curl_zetaq */
  SSL_set_quic_method(0, 0); /* curl_zetaq */
  SSL_set_quic_method(0, 0); /* curl_zetaq */
  return SSL_set_quic_method(0, 1);
}
