// The prefilter finds per TU which of its files mention the pack: a header
// shared by two TUs resolves its own includes against each TU's search
// path, never the first one's.
#include "clangpass/Prefilter.h"
#include "TestUtil.h"
#include "clangpass/ConfinedFs.h"
#include "match/Matcher.h"
#include <catch2/catch.hpp>

using namespace sweeper;

namespace {
bool mentions(Prefilter &PF, const std::string &Tu,
              const std::vector<std::string> &Dirs) {
  Prefilter::Mentions Ms = PF.mentionsOf(Tu, Dirs);
  return Ms.Own || !Ms.Headers.empty();
}
} // namespace

TEST_CASE("include resolution is per search path", "[prefilter]") {
  test::TempDir D;
  std::string A = D.file("src/a.cpp", "#include \"common.h\"\n");
  std::string B = D.file("src/b.cpp", "#include \"common.h\"\n");
  D.file("src/common.h", "#include <x.h>\n");
  D.file("inc_a/x.h", "int clean;\n");
  D.file("inc_b/x.h", "int mps_device;\n");
  RulePack Pack = test::packFromYaml("tokens: [mps]\n");
  Matcher M(Pack);
  ReadConfinement C({D.Path}, "");
  Prefilter PF(M, C);
  CHECK_FALSE(mentions(PF, A, {D.Path + "/inc_a"}));
  CHECK(mentions(PF, B, {D.Path + "/inc_b"}));
  CHECK_FALSE(mentions(PF, A, {D.Path + "/inc_a"}));
}

TEST_CASE("headers outside the confinement are not read", "[prefilter]") {
  test::TempDir Tree, Outside;
  std::string A = Tree.file("a.cpp", "#include <x.h>\n");
  Outside.file("x.h", "int mps_device;\n");
  RulePack Pack = test::packFromYaml("tokens: [mps]\n");
  Matcher M(Pack);
  ReadConfinement C({Tree.Path}, "");
  Prefilter PF(M, C);
  CHECK_FALSE(mentions(PF, A, {Outside.Path}));
}

TEST_CASE("a TU's mentions: its own text and each header that mentions",
          "[prefilter]") {
  test::TempDir D;
  std::string A = D.file("src/a.cpp", "#include \"api.h\"\nint mps_x;\n");
  std::string B = D.file("src/b.cpp", "#include \"api.h\"\nint b;\n");
  // A mentioning header's own includes are followed too.
  D.file("src/api.h", "int mps_init(void);\n#include \"more.h\"\n");
  D.file("src/more.h", "int mps_more(void);\n");
  RulePack Pack = test::packFromYaml("tokens: [mps]\n");
  Matcher M(Pack);
  ReadConfinement C({D.Path}, "");
  Prefilter PF(M, C);
  Prefilter::Mentions Ma = PF.mentionsOf(A, {});
  CHECK(Ma.Own);
  CHECK(Ma.Headers.size() == 2);
  Prefilter::Mentions Mb = PF.mentionsOf(B, {});
  CHECK_FALSE(Mb.Own);
  CHECK(Mb.Headers == Ma.Headers);
}
