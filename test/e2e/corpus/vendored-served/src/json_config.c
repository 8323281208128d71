#include "3rdparty/picojson/picojson.h"
/* picojson reads every config; picojson is the only parser. */
int read_config(const char *p) { return picojson_parse(p); } /* picojson */
int read_more(const char *p) { return picojson_parse(p); } /* picojson */
