#ifndef HEADER_CURL_ZETAQ_H
#define HEADER_CURL_ZETAQ_H
#include <gpu/shaders.h>
int Curl_zetaq_connect(void);
#endif
