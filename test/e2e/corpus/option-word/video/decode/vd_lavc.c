struct hwdec_info { const char *name, *method; };
static const struct hwdec_info hwdecs[] = {
    {"zmal", "zmal"}, /* EXPECT-SWEEP: cxx-string:7 "zmal" */
    {"vaapi", "vaapi"},
};
static int needs_copy(const char *codec) {
    return strstr(codec, "_zmal") != 0; /* EXPECT-SWEEP: cxx-string:28 "zmal" */
}
