// The matcher on large packs and overlapping literals: every hit found,
// the most specific literal first, never nothing.
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

/// What the matcher's pass over \p T saw.
TextFacts factsOf(const Matcher &M, llvm::StringRef T) {
  TextFacts F;
  M.find(T, &F);
  return F;
}

} // namespace

TEST_CASE("a pack of thousands of literals finds each hit", "[matcher]") {
  RulePack Pack = manySymbols(2000);
  Matcher M(Pack);
  REQUIRE(M.error().empty());
  const std::string Text = "call zeta_symbol_0 and zeta_symbol_15830081();\n"
                           "ZETA here, zeta_symbol_7919x not, sweeper: x\n";
  TextFacts Facts;
  std::vector<Hit> A = M.find(Text, &Facts);
  // Two symbols, ZETA, and the token zeta inside zeta_symbol_7919x.
  CHECK(describe(M, A) ==
        "5:zeta_symbol_0 23:zeta_symbol_15830081 47:zeta 58:zeta ");
  CHECK(Facts.Directive);
  CHECK_FALSE(Facts.PathLiteral);
}

TEST_CASE("overlapping literals: the longest wins, hits never overlap",
          "[matcher]") {
  RulePack Pack;
  Pack.Tokens = {"mps"};
  Pack.RemovedSymbols = {"MPS_BUILD", "BUILD"};
  Pack.RemovedPaths = {"backends/mps/"};
  Matcher M(Pack);
  const std::string Text =
      "MPS_BUILD; see backends/mps/x.h and backends.mps.y, MPS mps_BUILD\n";
  CHECK(describe(M, M.find(Text)) ==
        "0:MPS_BUILD 15:backends/mps 36:backends.mps 52:mps 56:mps ");
}

TEST_CASE("a token inside a reserved identifier is the compiler's",
          "[matcher]") {
  RulePack Pack;
  Pack.Tokens = {"opencl"};
  Pack.RemovedSymbols = {"__ggml_opencl_init"};
  Matcher M(Pack);
  const std::string Text = "#if defined(__OPENCL_VERSION__) || _OPENCL_X || "
                           "GGML_USE_OPENCL\n__ggml_opencl_init();\n";
  std::vector<Hit> Hits = M.find(Text);
  Matcher::dropReserved(Text, Hits);
  // A removed name stays, reserved or not.
  CHECK(describe(M, Hits) == "57:opencl 64:__ggml_opencl_init ");
}

TEST_CASE("outside C/C++ only a defined reserved macro is the compiler's",
          "[matcher]") {
  RulePack Pack;
  Pack.Tokens = {"crt"};
  Matcher M(Pack);
  const std::string Text = "add_definitions(-D_CRT_SECURE /D_CRT_X)\n"
                           "set(_CRT_SOURCES a.c)\n";
  std::vector<Hit> Hits = M.find(Text);
  Matcher::dropReserved(Text, Hits, /*DefinesOnly=*/true);
  // A script's own `_X` name may be the removed backend's.
  CHECK(describe(M, Hits) == "45:crt ");
}

TEST_CASE("a literal that cannot compile is an error", "[matcher]") {
  RulePack Pack;
  Pack.RemovedSymbols = {""};
  Matcher M(Pack);
  CHECK_THAT(M.error(), Catch::Contains("cannot compile the literals"));
}

TEST_CASE("a glob cut inside a name matches by its literal prefix",
          "[matcher]") {
  RulePack Pack;
  Pack.RemovedPaths = {"runtime/no*", "backends/mps/"};
  Matcher M(Pack);
  auto Starts = [&](llvm::StringRef T) {
    std::string Out;
    for (const Hit &H : M.find(T))
      Out += std::to_string(H.Offset) + " ";
    return Out;
  };
  // `runtime/no*` is every name in runtime/ that starts with "no".
  CHECK(Starts("see runtime/nova/x.h") == "4 ");
  CHECK(Starts("runtime/notes.md") == "0 ");
  CHECK(Starts("xruntime/nova") == "");
  // A directory's literal still ends at a name's end.
  CHECK(Starts("backends/mpsx/y.h backends/mps/y.h") == "18 ");
}

TEST_CASE("removed paths' gates: literal text and last components",
          "[matcher]") {
  RulePack Pack;
  Pack.RemovedPaths = {"backends/apple/mps/", "docs/mps_guide.md"};
  Matcher M(Pack);
  CHECK(M.containsPathLiteral("see backends/apple/mps/x.h"));
  CHECK(M.containsPathLiteral("import backends.apple.mps"));
  CHECK_FALSE(M.containsPathLiteral("backends/apple/coreml"));
  auto Facts = [&](llvm::StringRef T) { return factsOf(M, T); };
  CHECK(Facts("#include \"mps/x.h\"").PathTail);
  CHECK(Facts("[guide](mps_guide.md)").PathTail);
  CHECK_FALSE(Facts("#include \"coreml/x.h\"").PathTail);
  CHECK(Facts("see backends/apple/mps/x.h").PathLiteral);
  CHECK_FALSE(Facts("#include \"mps/x.h\"").PathLiteral);
  CHECK(M.pathTailStarts("a mps b mps") == std::vector<size_t>{2, 8});
  // The same places, from the one pass (no token holds these tails).
  CHECK(Facts("a mps b mps").TailStarts == std::vector<size_t>{2, 8});
  CHECK(Facts("x mps_guide.md").TailStarts == std::vector<size_t>{2});
  CHECK(Facts("no tail here").TailStarts.empty());
}

TEST_CASE("literals that hold a token are found through its occurrences",
          "[matcher]") {
  RulePack Pack;
  Pack.Tokens = {"mps"};
  // Twenty shifts, more than one token's entry takes: the rest are
  // searched for themselves, and every one is still found.
  for (unsigned I = 1; I <= 20; ++I)
    Pack.RemovedSymbols.push_back(std::string(I, 'q') + "_MPS");
  Pack.RemovedPaths = {"backends/apple/mps/"};
  Matcher M(Pack);
  REQUIRE(M.error().empty());
  for (unsigned I = 1; I <= 20; ++I) {
    std::string Sym = std::string(I, 'q') + "_MPS";
    INFO(Sym);
    // At the text's start (the shift reaches back to 0), and later.
    CHECK(describe(M, M.find(Sym + " x " + Sym)) ==
          "0:" + Sym + " " + std::to_string(Sym.size() + 3) + ":" + Sym + " ");
    // The case a symbol is written in matters; the token's does not.
    std::string Lower = std::string(I, 'q') + "_mps";
    CHECK(describe(M, M.find(Lower)) == std::to_string(I + 1) + ":mps ");
  }
  auto Facts = [&](llvm::StringRef T) { return factsOf(M, T); };
  CHECK(Facts("see backends/apple/mps/x.h").PathLiteral);
  CHECK_FALSE(Facts("see backends/apple/MPS/x.h").PathLiteral);
  CHECK(Facts("#include \"mps/x.h\"").PathTail);
  CHECK_FALSE(Facts("#include \"MPS/x.h\"").PathTail);
  // A tail the token holds: found at each of the token's occurrences
  // whose case is the path's.
  CHECK(Facts("mps MPS q_mps mps/").TailStarts ==
        std::vector<size_t>{0, 10, 14});
  CHECK(Facts("#include \"MPS/x.h\"").Literal);
  CHECK_FALSE(Facts("nothing here; sweeper: x").Literal);
}

TEST_CASE("the standard library's names and encoded data name no backend",
          "[matcher]") {
  RulePack Pack;
  Pack.Tokens = {"micro", "crt", "oss"};
  Matcher M(Pack);
  REQUIRE(M.error().empty());
  CHECK(describe(M, M.find("duration<double, std::micro> d;")) == "");
  CHECK(describe(M, M.find("tvm::micro::Session s;")) == "5:micro ");
  // Base64 changes case or class at nearly every other character.
  CHECK(describe(M, M.find("YXugse+iiKmkrsILjEd8pUChw79crtH2SGOPqIv1Bsq")) ==
        "");
  // A PEM certificate's base64 runs on over `/` and `+`; a path does not
  // change class so often.
  CHECK(describe(M, M.find("JebLeqe/BUtEOsS/Oa65NQTEO/5EZBzM74+4eRo5zyp9Uvw4"
                           "edmOrXRXK1fK9gP3")) == "");
  CHECK(describe(M, M.find("apps/micro/zephyr/template_project/src/micro")) ==
        "5:micro 39:micro ");
  // A long CamelCase name changes at its words' starts only.
  CHECK(describe(M, M.find("TestCrtRuntimeSessionOpensAndClosesTwice")) ==
        "4:crt ");
  // An apostrophe between letters joins one word (an author's name); a
  // quote after `=` or `[` opens a string.
  CHECK(describe(M, M.find("Original author: A'crt")) == "");
  CHECK(describe(M, M.find("x = ['crt', 'micro']")) == "6:crt 13:micro ");
  CHECK(describe(M, M.find("x = [r'crt', B'micro']")) == "7:crt 15:micro ");
}

TEST_CASE("a name matched on its spelling alone is no file's name",
          "[matcher]") {
  RulePack Pack;
  Pack.RemovedSymbols = {"CMakeCache", "MemoryRegion", "ZetaCache"};
  Pack.Tentative = {{"CMakeCache", "Python name"},
                    {"MemoryRegion", "C/C++ type"}};
  Matcher M(Pack);
  REQUIRE(M.error().empty());
  CHECK(describe(M, M.find("%/CMakeCache.txt: FORCE")) == "");
  CHECK(describe(M, M.find("#include <arm/runtime/MemoryRegion.h>")) == "");
  CHECK(describe(M, M.find("c = CMakeCache.load(p)")) == "4:CMakeCache ");
  // A name the removal surely defined is one in a file name too.
  CHECK(describe(M, M.find("open('ZetaCache.txt')")) == "6:ZetaCache ");
}
