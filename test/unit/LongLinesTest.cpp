// Facts a scanner reads off a line, a logical line or the lines above are
// read once, not once per hit: these pin that they are still right where
// hits are many, far apart, or far into a line.
#include "ScanUtil.h"
#include "core/ShortName.h"
#include <catch2/catch.hpp>

using namespace sweeper;
using sweeper::test::scan;
using V = std::vector<std::string>;

namespace {

bool startsWith(const std::string &S, llvm::StringRef Prefix) {
  return llvm::StringRef(S).starts_with(Prefix);
}

/// Each finding's message starts with its prefix, in order.
void checkMessages(const test::Scanned &S, const V &Prefixes) {
  REQUIRE(S.Messages.size() == Prefixes.size());
  for (size_t I = 0; I < Prefixes.size(); ++I)
    CHECK(startsWith(S.Messages[I], Prefixes[I]));
}

} // namespace

TEST_CASE("TOML and .gitmodules hits name the section above them",
          "[scanners][long]") {
  auto S = scan("pyproject.toml", "[a]\nx = \"mps\"\n[b]\n\ny = \"mps\"\n"
                                  "z = \"mps\"\n");
  REQUIRE(S.Checks ==
          V{"2:config-reference", "5:config-reference", "6:config-reference"});
  checkMessages(S, {"TOML key [a] x references", "TOML key [b] y references",
                    "TOML key [b] z references"});
  auto G = scan(".gitmodules", "[submodule \"p\"]\n\tpath = mps/p\n"
                               "[submodule \"q\"]\n\tpath = mps/q\n");
  REQUIRE(G.Checks == V{"2:gitmodules-entry", "4:gitmodules-entry"});
  CHECK(startsWith(G.Messages[1], "submodule [submodule \"q\"] references"));
}

TEST_CASE("names read off a long line are quoted short", "[scanners][long]") {
  CHECK(shortName("short") == "short");
  CHECK(shortName(std::string(80, 'k')) == std::string(80, 'k'));
  CHECK(shortName(std::string(81, 'k')) == std::string(77, 'k') + "...");
  // Cut before a character, not inside it: 76 bytes and a 2-byte 'é'.
  CHECK(shortName(std::string(76, 'k') + "\xc3\xa9" + std::string(9, 'k')) ==
        std::string(76, 'k') + "...");
  auto S = scan("pyproject.toml", std::string(5000, 'k') + " mps\n");
  REQUIRE(S.Checks == V{"1:config-reference"});
  CHECK(startsWith(S.Messages[0],
                   "TOML key  " + std::string(77, 'k') + "... references"));
  auto C = scan("CODEOWNERS", "/" + std::string(300, 'd') + "/mps/ @team\n");
  REQUIRE(C.Checks == V{"1:codeowners-entry"});
  CHECK(startsWith(C.Messages[0], "owners pattern '/" + std::string(76, 'd') +
                                      "...' references"));
}

TEST_CASE("Make and shell hits on continued lines name the first line",
          "[scanners][long]") {
  auto M = scan("Makefile", "SRCS = a.c \\\n  mps/a.c \\\n  b.c \\\n"
                            "  mps/b.c\nOTHER = mps.c\n");
  REQUIRE(M.Checks ==
          V{"2:make-reference", "4:make-reference", "5:make-reference"});
  checkMessages(M, {"Makefile variable SRCS references",
                    "Makefile variable SRCS references",
                    "Makefile variable OTHER references"});
  auto S = scan("run.sh", "cmake -DX=1 \\\n  -S mps \\\n  --build mps\n"
                          "echo mps\nmake \\\n  mps\n");
  REQUIRE(S.Checks == V{"2:shell-reference", "3:shell-reference",
                        "4:shell-reference", "6:shell-reference"});
  checkMessages(S, {"shell command 'cmake' references",
                    "shell command 'cmake' references",
                    "shell command 'echo' references",
                    "shell command 'make' references"});
}

TEST_CASE("Markdown links far into a long line are still links",
          "[scanners][long]") {
  std::string Far(100000, 'x');
  CHECK(scan("a.md", Far + " see [guide](docs/mps/guide.md)\n").Checks ==
        V{"1:docs-link"});
  CHECK(scan("a.md", Far + " <!-- the mps page -->\n").Checks ==
        V{"1:comment-mention"});
  // A `[ref]: url` definition is known from the line's start, however far
  // the hit is from it.
  CHECK(scan("a.md", "[guide]: " + Far + "/mps/guide.md\n").Checks ==
        V{"1:docs-link"});
  CHECK(scan("a.md", Far + " the mps backend\n").Checks == V{"1:docs-text"});
}

TEST_CASE("Python definitions and flags on long lines", "[scanners][long]") {
  std::string Long(1000, 'a');
  CHECK(scan("t.py", "def " + Long + "_mps(x):\n").Checks ==
        V{"1:python-definition"});
  CHECK(scan("t.py", "def f(" + Long + "): return mps\n").Checks ==
        V{"1:python-reference"});
  auto S =
      scan("t.py", "p.add_argument(\"--" + Long.substr(0, 200) + "-mps\")\n");
  REQUIRE(S.Checks == V{"1:python-flag"});
  CHECK(startsWith(S.Messages[0], "argparse flag '--" + Long.substr(0, 75) +
                                      "...' references"));
}
