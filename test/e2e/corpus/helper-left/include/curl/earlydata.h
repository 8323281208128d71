/* Public: applications set it whatever the library still does. */
#define CURLQUIC_EARLY_DATA 1
