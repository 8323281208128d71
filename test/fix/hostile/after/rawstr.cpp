int kept_after_raw() { return 7; }
static const char *kept_doc = R"(
#ifdef NOVA_ON
)";
int kept_last() { return kept_doc[0]; }
