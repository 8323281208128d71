// Tokens from files removed out of a family (`mod_*.c`), from a file named
// with a token and more, and from a directory with a coined name: the
// rules and the shapes that must not take them.
#include "DeriveUtil.h"
#include "derive/SchemeMembers.h"
#include <catch2/catch.hpp>

using namespace sweeper;
using namespace sweeper::test;

namespace {

/// A module's text that spells \p W three times.
std::string moduleOf(const std::string &W) {
  return "/* mod_" + W + " */\nint mod_" + W + "_init(void) { return " + W +
         "_start(); }\n";
}

/// Kept modules `src/mod_auth.c` and `src/mod_alias.c` beside \p Extra.
KeptTree modules(std::vector<std::pair<std::string, std::string>> Extra) {
  Extra.push_back({"src/mod_auth.c", "int mod_auth_init(void);\n"});
  Extra.push_back({"src/mod_alias.c", "int mod_alias_init(void);\n"});
  return projectTree(std::move(Extra));
}

} // namespace

TEST_CASE("a file removed from a family names its member", "[derive][tokens]") {
  KeptTree Kept = treeOf({{"src/AlsaOutputPlugin.cxx", ""},
                          {"src/PulseOutputPlugin.cxx", ""},
                          {"src/mod_auth.c", ""},
                          {"src/mod_alias.c", ""},
                          {"src/list.c", ""},
                          {"fuzz/fuzz_json.c", ""},
                          {"fuzz/fuzz_url.c", ""}});
  auto Members = schemeMembers({"src/RoarOutputPlugin.cxx", "src/mod_mp3.c",
                                "src/mod_list.c", "fuzz/fuzz_parser.c",
                                "src/mod_auth_extra.c"},
                               Kept);
  // The first word of a CamelCase scheme, digits and all; not a word a
  // kept source file is named for, nor a fuzzer's subject, nor a name of
  // another length.
  CHECK(Members ==
        std::map<std::string, std::string>{
            {"mp3", "src/mod_mp3.c"}, {"roar", "src/RoarOutputPlugin.cxx"}});
}

TEST_CASE("members removed together are each a token", "[derive][tokens]") {
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedFiles = {"src/mod_quiver.c", "src/mod_marlin.c", "src/mod_mp3.c"};
  RemovedText R = removedOf({{"src/mod_quiver.c", moduleOf("quiver")},
                             {"src/mod_marlin.c", moduleOf("marlin")},
                             {"src/mod_mp3.c", moduleOf("mp3")}});
  chooseTokens(R, modules({}), KeptTree(), D);
  for (const char *W : {"quiver", "marlin", "mp3"}) {
    const TokenCandidate *C = candidate(D, W);
    REQUIRE(C);
    CHECK(C->NamesMember);
    CHECK(C->Rejected == "");
  }
}

TEST_CASE("what the change wrote is no kept use", "[derive][tokens]") {
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedDirs = {"src/foo/"};
  RemovedText R = removedOf({{"src/foo/a.c", "int foo_a; /* foo */\n"},
                             {"src/foo/b.c", "int foo_b; /* foo */\n"}});
  std::string Decoys;
  for (int I = 0; I < 30; ++I)
    Decoys += "foo\n";
  // A file the change added, and lines it wrote into a kept one, with
  // names of their own: no evidence that kept code lives under `foo`.
  D.Added = {"docs/decoys.md", "src/compat.c"};
  D.Touched["CHANGELOG.md"].Written = {{2, 31}};
  D.Touched["src/main.c"].Written = {{2, 4}};
  chooseTokens(
      R,
      projectTree({{"docs/decoys.md", Decoys},
                   {"CHANGELOG.md", "# Changes\n" + Decoys},
                   {"src/compat.c", "int foo_s1(void);\nint foo_s2(void);\n"
                                    "int foo_s3(void);\n"},
                   {"src/main.c", "int main(void);\nint foo_t1(void);\n"
                                  "int foo_t2(void);\nint foo_t3(void);\n"}}),
      KeptTree(), D);
  const TokenCandidate *Foo = candidate(D, "foo");
  REQUIRE(Foo);
  CHECK(Foo->KeptUses == 0);
  CHECK(Foo->Rejected == "");
  CHECK(Foo->LowConfidence == "");
}

TEST_CASE("a member's word does not hide a longer token", "[derive][tokens]") {
  // ggml's `fattn-wmma.cu` beside kept `fattn-tile.cu` and `fattn-vec.cu`:
  // `wmma` is a member, and `rocwmma`, which three removed names carry,
  // stays a token of its own.
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedFiles = {"src/fattn-wmma.cu"};
  D.Symbols["C/C++ function"] = {"rocwmma_load", "rocwmma_store",
                                 "rocwmma_sync"};
  RemovedText R = removedOf(
      {{"src/fattn-wmma.cu", "#include <rocwmma/rocwmma.hpp>\n"
                             "// wmma wmma wmma rocwmma rocwmma rocwmma\n"}});
  chooseTokens(
      R, projectTree({{"src/fattn-tile.cu", ""}, {"src/fattn-vec.cu", ""}}),
      KeptTree(), D);
  const TokenCandidate *Roc = candidate(D, "rocwmma");
  REQUIRE(Roc);
  CHECK(Roc->Rejected == "");
}

TEST_CASE("a file named with a token and more", "[derive][tokens]") {
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedDirs = {"src/win/"};
  RemovedText R = removedOf(
      {{"src/win/win_init.c", "int win_init; /* win */\n"},
       {"src/win/win_io.c", "int win_io; /* win */\n"},
       {"src/win/winsockdb.c", "int winsockdb_open; /* winsockdb */\n"},
       {"src/win/window.c", "int window_open; /* window window */\n"}});
  chooseTokens(R,
               projectTree({{"src/x11/x11_window.c", "int window;\n"},
                            {"tests/t.py", "fails_on('+winsockdb')\n"}}),
               KeptTree(), D);
  const TokenCandidate *Db = candidate(D, "winsockdb");
  REQUIRE(Db);
  CHECK(Db->Extends == "win");
  CHECK(Db->Rejected == "");
  // A kept path carries `window`: the kept tree's word.
  const TokenCandidate *Window = candidate(D, "window");
  REQUIRE(Window);
  CHECK(Window->Rejected != "");
}

TEST_CASE("a coined directory name the kept tree uses far more is tentative",
          "[derive][tokens]") {
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedDirs = {"src/sha256/"};
  D.Symbols["C/C++ variable"] = {"sha256_helper"};
  RemovedText R = removedOf({{"src/sha256/impl.c", "int sha256_helper;\n"},
                             {"src/sha256/impl.h", "int x;\n"}});
  std::vector<std::pair<std::string, std::string>> Kept;
  for (int I = 0; I < 6; ++I)
    Kept.push_back({"src/net/f" + std::to_string(I) + ".c",
                    "#include <openssl/sha256.h>\n"});
  chooseTokens(R, projectTree(Kept), KeptTree(), D);
  const TokenCandidate *Sha = candidate(D, "sha256");
  REQUIRE(Sha);
  CHECK(Sha->Rejected == "");
  CHECK(Sha->LowConfidence ==
        "used far more in the kept tree (6) than in the removed text (1)");
  CHECK(D.Tentative.count("sha256"));
}

TEST_CASE("a word every removed file is named with outweighs kept names",
          "[derive][tokens]") {
  // nghttp2 removed five `*spdy*` files; a dead kept test defined three
  // `Spdy` classes, which had made `spdy` the kept code's word.
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedFiles = {"src/h2load_spdy_session.cc", "src/h2load_spdy_session.h",
                    "src/shrpx_spdy_upstream.cc", "src/shrpx_spdy_upstream.h",
                    "tests/nghttpx_spdy_test.go"};
  std::string Body = "// spdy spdy spdy\nSpdySession s; SpdyUpstream u;\n";
  RemovedText R = removedOf({{"src/h2load_spdy_session.cc", Body},
                             {"src/h2load_spdy_session.h", Body},
                             {"src/shrpx_spdy_upstream.cc", Body},
                             {"src/shrpx_spdy_upstream.h", Body},
                             {"tests/nghttpx_spdy_test.go", Body}});
  D.Symbols["C/C++ class"] = {"SpdySession", "SpdyUpstream", "SpdyFrame",
                              "SpdyStream", "SpdyConfig"};
  KeptTree K = projectTree(
      {{"tests/end_to_end.py", "class EndToEndSpdy2Tests:\n    pass\n"
                               "class EndToEndSpdy3Tests:\n    pass\n"
                               "class EndToEndSpdyBase:\n    pass\n"}});
  chooseTokens(R, K, KeptTree(), D);
  const TokenCandidate *Spdy = candidate(D, "spdy");
  REQUIRE(Spdy);
  CHECK(Spdy->Rejected == "");
  CHECK(llvm::is_contained(D.Tokens, "spdy"));
}
