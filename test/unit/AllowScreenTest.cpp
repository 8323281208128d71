// The allow screen: one pass over a window must name exactly the entries
// whose own regex matches somewhere in it, or say it cannot tell.
#include "rules/AllowScreen.h"
#include "TestUtil.h"
#include <catch2/catch.hpp>
#include <random>
#include <re2/re2.h>

using namespace sweeper;

static AllowEntry entry(std::string Regex) {
  AllowEntry A;
  A.Id = Regex;
  A.Regex = std::move(Regex);
  A.Re = compileAllowRegex(A.Regex);
  return A;
}

TEST_CASE("the screen names the entries that match a window", "[rules]") {
  std::vector<AllowEntry> Allow = {
      entry(R"((?i)--device[ =]+mps\b)"), entry(R"(^\s*MPS:\s*\w+)"),
      entry(R"(\bsha(1|256)-[A-Za-z0-9+/=]+)"), entry(R"((?i)mps)"),
      entry(R"(\bMPS(Graph|Matrix)\w*)")};
  // An entry without a regex never covers anything: it has no bit.
  Allow.insert(Allow.begin() + 2, AllowEntry());
  AllowScreen Screen(Allow);
  auto Expect = [&](llvm::StringRef Text) {
    llvm::SmallBitVector Bits(Allow.size());
    for (size_t I = 0; I < Allow.size(); ++I)
      if (Allow[I].Re &&
          RE2::PartialMatch(re2::StringPiece(Text.data(), Text.size()),
                            *Allow[I].Re))
        Bits.set(I);
    return Bits;
  };
  for (llvm::StringRef Text :
       {"", "python run.py --device=MPS", "  MPS: cpu_kernel",
        "x MPS: not at the start",
        "integrity sha256-AbC+/=", "MPSGraph *g; MPSMatrixMultiplication",
        "no hit at all", "\xff\xfe mps \x80 bytes that are not UTF-8"}) {
    std::optional<llvm::SmallBitVector> Got = Screen.matching(Text);
    REQUIRE(Got);
    CHECK(*Got == Expect(Text));
  }
  // Random windows of the bytes the patterns care about.
  std::mt19937 Rng(7);
  const std::string Alphabet = "mMpPsS -=:_devic1256ha+/GraphMtx\n\t";
  for (int Round = 0; Round < 2000; ++Round) {
    std::string Text;
    for (int I = 0, N = int(Rng() % 40); I < N; ++I)
      Text += Alphabet[Rng() % Alphabet.size()];
    std::optional<llvm::SmallBitVector> Got = Screen.matching(Text);
    REQUIRE(Got);
    CHECK(*Got == Expect(Text));
  }
}

TEST_CASE("a screen with nothing to screen cannot tell", "[rules]") {
  CHECK_FALSE(AllowScreen({}).matching("mps"));
  CHECK_FALSE(AllowScreen({AllowEntry()}).matching("mps"));
}
