// The matcher under budgets: a pack too large for one RE2 automaton is split
// over several and finds exactly what one automaton would, never nothing.
#include "match/Matcher.h"
#include "rules/RulePack.h"
#include <catch2/catch.hpp>
#include <string>

using namespace sweeper;

namespace {

RulePack manySymbols(unsigned N) {
  RulePack Pack;
  Pack.Tokens = {"zeta"};
  for (unsigned I = 0; I < N; ++I)
    Pack.RemovedSymbols.push_back("zeta_symbol_" + std::to_string(I * 7919));
  return Pack;
}

std::string describe(const Matcher &M, const std::vector<Hit> &Hits) {
  std::string S;
  for (const Hit &H : Hits)
    S += std::to_string(H.Offset) + ":" + M.literal(H.Literal).str() + " ";
  return S;
}

} // namespace

TEST_CASE("a pack over RE2's budget is split, not dropped", "[matcher]") {
  RulePack Pack = manySymbols(2000);
  Matcher Whole(Pack);
  Matcher Split(Pack, /*MaxMem=*/64 << 10);
  REQUIRE(Whole.error().empty());
  REQUIRE(Split.error().empty());
  CHECK(Whole.automata() == 1);
  CHECK(Split.automata() > 1);
  const std::string Text = "call zeta_symbol_0 and zeta_symbol_15830081();\n"
                           "ZETA here, zeta_symbol_7919x not, sweeper: x\n";
  bool SawWhole = false, SawSplit = false;
  std::vector<Hit> A = Whole.find(Text, &SawWhole);
  std::vector<Hit> B = Split.find(Text, &SawSplit);
  INFO("whole: " << describe(Whole, A) << "\nsplit: " << describe(Split, B));
  REQUIRE(A.size() ==
          4); // two symbols, ZETA, and zeta inside zeta_symbol_7919x
  CHECK(describe(Whole, A) == describe(Split, B));
  CHECK(SawWhole);
  CHECK(SawSplit);
}

TEST_CASE("a literal that cannot compile at all is an error", "[matcher]") {
  RulePack Pack;
  Pack.RemovedSymbols = {std::string(4000, 'a')};
  Matcher M(Pack, /*MaxMem=*/1 << 10);
  CHECK_THAT(M.error(), Catch::Contains("cannot compile the pattern"));
}
