/* picojson: a JSON parser (tested on Linux, macOS and LumenOS). */ /* EXPECT-ALLOW: vendored-code */
int picojson_parse(const char *p);
