// Segment matching: a token hits as a whole word or as a segment of an
// identifier, path, flag or key in any convention, never inside a word.
#include "match/Segments.h"
#include "TestUtil.h"
#include "match/Matcher.h"
#include <catch2/catch.hpp>

using namespace sweeper;

namespace {
struct Case {
  const char *Text;
  bool Hit;
  const char *Why;
};
} // namespace

TEST_CASE("token segments across naming conventions", "[segments]") {
  RulePack Pack = test::packFromYaml("tokens: [mps]\n");
  Matcher M(Pack);
  const Case Cases[] = {
      {"mps", true, "whole word"},
      {"MPS", true, "case-insensitive"},
      {"Mps", true, "capitalised"},
      {"the mps backend", true, "word in prose"},
      {"EXECUTORCH_BUILD_MPS", true, "SCREAMING_CASE suffix"},
      {"MPS_ENABLED", true, "SCREAMING_CASE prefix"},
      {"backend_mps", true, "snake_case suffix"},
      {"mps_partitioner", true, "snake_case prefix"},
      {"get_mps_partitioner", true, "snake_case middle"},
      {"MPSGraph", true, "acronym before a Capitalised word"},
      {"MPSPartitioner", true, "acronym before a Capitalised word"},
      {"testV3WithMPSBackend", true, "acronym inside camelCase"},
      {"useMps", true, "camelCase suffix"},
      {"mpsBackend", true, "camelCase prefix"},
      {"MpsBackend", true, "PascalCase prefix"},
      {"HTTPMps", true, "acronym then PascalCase word"},
      {"mps-overview", true, "kebab-case"},
      {"build-run-mps", true, "kebab-case suffix"},
      {"backends/apple/mps/", true, "slashed path"},
      {"executorch.backends.apple.mps.partition", true, "dotted module path"},
      {"backend.mps.enabled", true, "dotted key"},
      {"--mps", true, "flag"},
      {"-DEXECUTORCH_BUILD_MPS=ON", true, "-D flag"},
      {"mps3", true, "letter/digit boundary after"},
      {"3mps", true, "digit/letter boundary before"},
      {"\"mps\"", true, "quoted"},
      {"(mps)", true, "parenthesised"},
      {"mps.yml", true, "file name"},
      {"ios-mps.md", true, "kebab file name"},
      {"dumps", false, "inside an ordinary word"},
      {"jumps", false, "inside an ordinary word"},
      {"timestamps", false, "inside an ordinary word"},
      {"bumps", false, "inside an ordinary word"},
      {"lamps", false, "inside an ordinary word"},
      {"mpsgraph", false, "lower-case run continues"},
      {"mpsdelegate", false, "lower-case run continues"},
      {"AMPS", false, "upper-case run continues before"},
      {"MPSG", false, "upper-case run continues after"},
      {"MPSGRAPH", false, "upper-case run continues after"},
      {"Mpsx", false, "letters continue after"},
      {"xmps", false, "letters continue before"},
      {"TIMESTAMPS", false, "inside a SCREAMING word"},
      {"json.dumps(x)", false, "call of an ordinary word"},
      {"\xc3\xa9mps", false, "non-ASCII letter before"},
      {"", false, "empty"},
  };
  STATIC_REQUIRE(sizeof(Cases) / sizeof(Cases[0]) >= 40);
  for (const Case &C : Cases) {
    INFO(C.Text << " (" << C.Why << ")");
    CHECK(!M.find(C.Text).empty() == C.Hit);
  }
}

TEST_CASE("a token of hex letters inside a number is the number's",
          "[segments]") {
  Matcher M(test::packFromYaml("tokens: [dfb]\n"));
  const Case Cases[] = {
      {"#define GL_X 0x8DFB", false, "hex literal"},
      {"9DFB:00007C4244427C", false, "glyph table code point"},
      {"{6c4dfb80-1234}", false, "GUID part"},
      {"ADFB:00007C4244427C", false, "letters continue before"},
      {"dfb_surface", true, "a name"},
      {"DFB2", false, "hex digits alone"},
      {"DFB_2", true, "a name with a number after"},
      {"SDL_DFB3_init", true, "digits inside a longer name"},
  };
  for (const Case &C : Cases) {
    INFO(C.Text << " (" << C.Why << ")");
    CHECK(!M.find(C.Text).empty() == C.Hit);
  }
}

TEST_CASE("removed symbols match as exact identifiers", "[segments]") {
  RulePack Pack = test::packFromYaml(test::MpsPack);
  Matcher M(Pack);
  auto KindAt = [&](llvm::StringRef Text) {
    auto Hits = M.find(Text);
    REQUIRE(!Hits.empty());
    return Hits.front().Kind;
  };
  CHECK(KindAt("option(EXECUTORCH_BUILD_MPS ON)") == HitKind::Symbol);
  CHECK(KindAt("-DEXECUTORCH_BUILD_MPS=ON") == HitKind::Symbol);
  CHECK(KindAt("\"backend_mps\": [") == HitKind::Symbol);
  CHECK(KindAt("export --mps --fp16") == HitKind::Symbol);
  CHECK(KindAt("backend.mps.enabled=True") == HitKind::Symbol);
  CHECK(KindAt("add_subdirectory(backends/apple/mps)") == HitKind::Path);
  CHECK(KindAt("//executorch/backends/apple/mps:partitioner") == HitKind::Path);
  // A longer identifier is not the symbol, but its segment is still a token.
  CHECK(KindAt("EXECUTORCH_BUILD_MPS_EXTRA") == HitKind::Token);
  CHECK(KindAt("--mps-fp16") == HitKind::Token);
  CHECK(KindAt("my_backend_mps") == HitKind::Token);
}

TEST_CASE("hits carry offsets and never overlap", "[segments]") {
  RulePack Pack = test::packFromYaml(test::MpsPack);
  Matcher M(Pack);
  llvm::StringRef T = "if(EXECUTORCH_BUILD_MPS) # the MPS dumps";
  auto Hits = M.find(T);
  REQUIRE(Hits.size() == 2);
  CHECK(T.substr(Hits[0].Offset, Hits[0].Length) == "EXECUTORCH_BUILD_MPS");
  CHECK(T.substr(Hits[1].Offset, Hits[1].Length) == "MPS");
  CHECK(Hits[1].Offset == 31);
}

TEST_CASE("removed directories also match as dotted Python packages",
          "[segments]") {
  RulePack Pack =
      test::packFromYaml("removed_paths: [backends/apple/nebula/]\n");
  Matcher M(Pack);
  auto Hits =
      M.find("from executorch.backends.apple.nebula.partition import X");
  REQUIRE(Hits.size() == 1);
  CHECK(Hits[0].Kind == HitKind::Path);
  CHECK(M.find("import backends.apple.nebulax").empty());
  CHECK(M.find("see backends/apple/nebula/README.md").size() == 1);
}

TEST_CASE("words split where segments do", "[segments]") {
  using V = std::vector<std::string>;
  CHECK(splitWords("MPSGraph_init-v2") == V{"mps", "graph", "init", "v2"});
  CHECK(splitWords("lib-nova.cpp") == V{"lib", "nova", "cpp"});
  CHECK(splitWords("flash_attn_tensorcore_f16") ==
        V{"flash", "attn", "tensorcore", "f16"});
  CHECK(splitWords("useMpsBackend") == V{"use", "mps", "backend"});
  // One or two letters against digits are one name; three are a word.
  CHECK(splitWords("src/gpu/d3d11") == V{"src", "gpu", "d3d11"});
  CHECK(splitWords("SDL_GPU_D3D11") == V{"sdl", "gpu", "d3d11"});
  CHECK(splitWords("backend_qt4agg") == V{"backend", "qt4", "agg"});
  CHECK(splitWords("gles2_h264") == V{"gles", "2", "h264"});
  CHECK(splitWords("").empty());
  CHECK(splitWords("__").empty());
}
