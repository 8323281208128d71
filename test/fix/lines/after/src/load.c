int load_backend(const char *name, int flags);
int load_backend(const char *name, int flags) { return name[0] + flags; }

void load_all(int x) {
  load_backend("cpu", 0);
  load_backend("metal", 0);
  if (x)
    load_backend("nova", 1);
  int r = load_backend("nova", 2);
  load_backend("nova-compat", 3);
  (void)r;
}

/* A call in a comment is no call:
  load_backend("nova", 4);
*/
const char *script = "\
  load_backend(\"nova\", 5);\
";

