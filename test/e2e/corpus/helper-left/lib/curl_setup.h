#ifndef HEADER_CURL_SETUP_H
#define HEADER_CURL_SETUP_H
#include <ngtcp2/ngtcp2.h>
#include <zeta/quic.h> /* EXPECT-SWEEP: cxx-include:11 "zeta/quic.h" */
#define CURL_QUIC_BACKEND "zetaq" /* curl_zetaq */
static inline int curl_quic_ready(void) { return 1; }
#endif
