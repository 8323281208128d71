#include "rules/PackDigest.h"

namespace sweeper {

// A field added to the pack must be added to the digest, or a cached result
// would survive a change to it: these fail to compile until it is.
#if defined(__x86_64__) && defined(__GLIBCXX__) && !defined(_GLIBCXX_DEBUG)
static_assert(sizeof(RulePack) == 248, "hash the new RulePack field below");
static_assert(sizeof(AllowEntry) == 376, "hash the new AllowEntry field");
#endif

static void addAll(KeyHasher &H, const std::vector<std::string> &V) {
  H.add(uint64_t(V.size()));
  for (const std::string &S : V)
    H.add(S);
}

static void addAllow(KeyHasher &H, const AllowEntry &A) {
  H.add(A.Id).add(A.Reason).add(A.Regex);
  addAll(H, A.PathGlobs);
  H.add(uint64_t(A.Kinds.size()));
  for (FileKind K : A.Kinds)
    H.add(uint64_t(K));
  H.add(A.UnlessHeading).add(A.UnlessRegex);
  addAll(H, A.UnlessPathGlobs);
  H.add(A.Pos.File).add(A.Pos.Line).add(A.Pos.Column).add(A.BuiltIn);
}

Digest packDigest(const RulePack &Pack) {
  KeyHasher H;
  H.add(Pack.Backend);
  addAll(H, Pack.Tokens);
  addAll(H, Pack.RemovedPaths);
  addAll(H, Pack.RemovedSymbols);
  H.add(uint64_t(Pack.Tentative.size()));
  for (auto &[Name, Why] : Pack.Tentative)
    H.add(Name).add(Why);
  H.add(uint64_t(Pack.Allow.size()));
  for (const AllowEntry &A : Pack.Allow)
    addAllow(H, A);
  H.add(uint64_t(Pack.SeverityOverrides.size()));
  for (auto &[Id, Sev] : Pack.SeverityOverrides)
    H.add(uint64_t(Id)).add(uint64_t(Sev));
  addAll(H, Pack.Files);
  return H.final();
}

} // namespace sweeper
