// Derivation's pieces that need no repository: symbol extraction and the
// parsing of git's NUL-separated listings.
#include "derive/Derive.h"
#include "walk/Git.h"
#include <catch2/catch.hpp>

using namespace sweeper;

TEST_CASE("C++ symbols after consecutive directives", "[derive]") {
  // The token after a skipped directive may itself start a directive; read
  // as code, `#if defined(X)` once made `defined` a function and hid the
  // real one.
  std::map<std::string, std::vector<std::string>> Out;
  extractCxxSymbols("#include \"a.h\"\n"
                    "#if defined(USE_ZETA)\n"
                    "#define ZETA_ON 1\n"
                    "int kept_function(void) { return 1; }\n"
                    "#endif\n",
                    Out);
  REQUIRE(Out.count("C/C++ function"));
  CHECK(Out["C/C++ function"] == std::vector<std::string>{"kept_function"});
  CHECK(Out["C/C++ macro"] == std::vector<std::string>{"ZETA_ON"});
}

TEST_CASE("git listings keep every byte of a path", "[derive][git]") {
  using namespace std::string_literals;
  std::vector<GitBlobRef> Gone =
      parseRawDiff(":100644 000000 1111111111111111111111111111111111111111 "
                   "0000000000000000000000000000000000000000 D\0a\\b\nc.txt\0"s
                   ":100644 000000 2222222222222222222222222222222222222222 "
                   "0000000000000000000000000000000000000000 D\0--output=x\0"s);
  REQUIRE(Gone.size() == 2);
  CHECK(Gone[0].Path == "a\\b\nc.txt");
  CHECK(Gone[0].Oid == "1111111111111111111111111111111111111111");
  CHECK(Gone[1].Path == "--output=x");
  std::vector<GitBlobRef> Tree = parseLsTree(
      "100644 blob 3333333333333333333333333333333333333333\tdir/f\tg\0"s
      "160000 commit 4444444444444444444444444444444444444444\tsub\0"s);
  REQUIRE(Tree.size() == 1); // the submodule is no blob
  CHECK(Tree[0].Path == "dir/f\tg");
}
