enum role { ROLE_ADMIN, ROLE_USER };

enum backend {
  BACKEND_CPU,
  BACKEND_GPU
};

static const int nova_legacy_ok = 0;

static int check(enum role r, ...) { return r == ROLE_ADMIN; }

int authorize(enum role r) {
  return check(r,
               nova_legacy_ok,
               0);
}
