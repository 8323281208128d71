/* Kept code the removal never touched, using the same outside library. */
#include <gpu/shaders.h>
int Curl_gpu_ready(void) { return 1; }
