#ifndef HEADER_CURL_SETUP_H
#define HEADER_CURL_SETUP_H
static inline int curl_quic_ready(void) { return 1; }
#endif
