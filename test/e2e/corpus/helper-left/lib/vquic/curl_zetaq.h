#ifndef HEADER_CURL_ZETAQ_H
#define HEADER_CURL_ZETAQ_H
int Curl_zetaq_connect(void);
#endif
