// The prefilter decides per TU: a header shared by two TUs resolves its own
// includes against each TU's search path, never the first one's.
#include "clangpass/Prefilter.h"
#include "TestUtil.h"
#include "clangpass/ConfinedFs.h"
#include "match/Matcher.h"
#include <catch2/catch.hpp>

using namespace sweeper;

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
  CHECK_FALSE(PF.mayHaveFindings(A, {D.Path + "/inc_a"}));
  CHECK(PF.mayHaveFindings(B, {D.Path + "/inc_b"}));
  CHECK_FALSE(PF.mayHaveFindings(A, {D.Path + "/inc_a"}));
}

TEST_CASE("headers outside the confinement are not read", "[prefilter]") {
  test::TempDir Tree, Outside;
  std::string A = Tree.file("a.cpp", "#include <x.h>\n");
  Outside.file("x.h", "int mps_device;\n");
  RulePack Pack = test::packFromYaml("tokens: [mps]\n");
  Matcher M(Pack);
  ReadConfinement C({Tree.Path}, "");
  Prefilter PF(M, C);
  CHECK_FALSE(PF.mayHaveFindings(A, {Outside.Path}));
}
