// Linked into the fully static `sweeper` only. Debian's libgit2.a calls
// GSSAPI for Negotiate (Kerberos) authentication to HTTP remotes, and
// Debian ships no static libgssapi_krb5. The sweeper reads local
// repositories and never contacts a remote, so that code is unreachable:
// each entry point fails as GSSAPI does when no mechanism is available.
#include <cstdint>

namespace {
constexpr uint32_t Unavailable = 13u << 16; // GSS_S_FAILURE
} // namespace

extern "C" {
void *GSS_C_NT_HOSTBASED_SERVICE = nullptr;
uint32_t gss_delete_sec_context(uint32_t *, void *, void *) {
  return Unavailable;
}
uint32_t gss_display_status(uint32_t *, uint32_t, int, void *, uint32_t *,
                            void *) {
  return Unavailable;
}
uint32_t gss_import_name(uint32_t *, void *, void *, void *) {
  return Unavailable;
}
uint32_t gss_indicate_mechs(uint32_t *, void *) { return Unavailable; }
uint32_t gss_init_sec_context(uint32_t *, void *, void *, void *, void *,
                              uint32_t, uint32_t, void *, void *, void *,
                              void *, uint32_t *, uint32_t *) {
  return Unavailable;
}
uint32_t gss_release_buffer(uint32_t *, void *) { return Unavailable; }
uint32_t gss_release_name(uint32_t *, void *) { return Unavailable; }
uint32_t gss_release_oid_set(uint32_t *, void *) { return Unavailable; }
}
