#define DEFINE_NAME(v, s) static const char *v = s
int load_backend(const char *name, int flags);
int load_backend(const char *name, int flags) { return name[0] + flags; }
void name_backend(char *buf, const char *name);

/* At file scope a call is a declaration. */
DEFINE_NAME(kCpu, "cpu");
DEFINE_NAME(kNova, "nova");

void load_all(int x, char *buf) {
  load_backend("cpu", 0);
  load_backend("nova", 0);
  load_backend("metal", 0);
  if (x)
    load_backend("nova", 1);
  load_backend("cpu", 1);
#ifdef VERBOSE
  load_backend("nova", 2);
  load_backend("cpu", 2);
#endif
  int r = load_backend("nova", 3);
  name_backend(buf, "nova");
  (void)r;
}

/* A call in a comment is no call:
  load_backend("nova", 4);
  load_backend("cpu", 4);
*/

struct Registry {
  int (*slot)(const char *, int);
};
#define BACKEND_SLOT(n) int n##_slot
struct Slots {
  BACKEND_SLOT(cpu);
  BACKEND_SLOT(nova);
};
