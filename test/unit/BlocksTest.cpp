// Block extents: which constructs a finding heads, and where they end.
#include "blocks/Blocks.h"
#include "TestUtil.h"
#include "match/Matcher.h"
#include <catch2/catch.hpp>

using namespace sweeper;

namespace {

/// The block heading line \p Line of \p Text at \p Path: "END What", or "".
std::string blockOf(llvm::StringRef Path, llvm::StringRef Text, unsigned Line) {
  RulePack P;
  P.Tokens = {"nova"};
  P.RemovedSymbols = {"PROJ_LEGACY_FAST"};
  Matcher M(P);
  SourceFile F(Path.str(), classifyPath(Path), Text);
  std::optional<Extent> E = blockAt(F, Line, M);
  return E ? std::to_string(E->EndLine) + " " + E->What : "";
}

} // namespace

TEST_CASE("preprocessor branches on removed macros", "[blocks]") {
  const char *Cxx = "#ifdef USE_NOVA\n"                             // 1
                    "#if defined(NOVA_FAST)\n"                      // 2
                    "int a;\n"                                      // 3
                    "#endif\n"                                      // 4
                    "int b;\n"                                      // 5
                    "#elif defined(PROJ_LEGACY_FAST)\n"             // 6
                    "int c;\n"                                      // 7
                    "#else\n"                                       // 8
                    "int d;\n"                                      // 9
                    "#endif\n"                                      // 10
                    "#ifndef USE_NOVA\n"                            // 11
                    "int e;\n"                                      // 12
                    "#endif\n"                                      // 13
                    "#if defined(USE_NOVA) || defined(USE_METAL)\n" // 14
                    "int f;\n"                                      // 15
                    "#endif\n";                                     // 16
  CHECK(blockOf("a.cpp", Cxx, 1) == "5 #ifdef block"); // up to the #elif
  CHECK(blockOf("a.cpp", Cxx, 2) == "4 #if block");
  CHECK(blockOf("a.cpp", Cxx, 6) == "7 #elif block");
  CHECK(blockOf("a.cpp", Cxx, 8).empty());  // #else: the kept branch
  CHECK(blockOf("a.cpp", Cxx, 11).empty()); // taken without the backend
  CHECK(blockOf("a.cpp", Cxx, 14).empty()); // also tests a kept macro
  CHECK(blockOf("a.cpp", "#ifdef USE_NOVA\nint a;\n", 1).empty()); // open
  // A default for a removed macro is the backend's too.
  CHECK(blockOf("a.cpp", "#ifndef NOVA_QUEUE\n#define NOVA_QUEUE 64\n#endif\n",
                1) == "3 #ifndef block");
}

TEST_CASE("CMake if() blocks on removed options", "[blocks]") {
  const char *CMake = "if(PROJ_NOVA)\n"                 // 1
                      "  add_subdirectory(nova)\n"      // 2
                      "elseif(PROJ_METAL)\n"            // 3
                      "  add_subdirectory(metal)\n"     // 4
                      "endif()\n"                       // 5
                      "if(BACKEND STREQUAL \"nova\")\n" // 6
                      "  set(X 1)\n"                    // 7
                      "endif()\n"                       // 8
                      "if(NOT PROJ_NOVA)\n"             // 9
                      "  set(Y 1)\n"                    // 10
                      "endif()\n";                      // 11
  CHECK(blockOf("CMakeLists.txt", CMake, 1) == "2 if() block");
  CHECK(blockOf("CMakeLists.txt", CMake, 3).empty());
  CHECK(blockOf("CMakeLists.txt", CMake, 6) == "8 if() block");
  CHECK(blockOf("CMakeLists.txt", CMake, 9).empty());
}

TEST_CASE("workflow jobs, steps and matrix entries", "[blocks]") {
  const char *Yaml = "jobs:\n"                     // 1
                     "  test-nova:\n"              // 2
                     "    runs-on: macos-14\n"     // 3
                     "    steps:\n"                // 4
                     "      - name: Build Nova\n"  // 5
                     "        run: make\n"         // 6
                     "      - name: Test\n"        // 7
                     "        run: make test\n"    // 8
                     "  other:\n"                  // 9
                     "    strategy:\n"             // 10
                     "      matrix:\n"             // 11
                     "        include:\n"          // 12
                     "          - backend: nova\n" // 13
                     "            os: macos\n"     // 14
                     "          - backend: cpu\n"  // 15
                     "            os: linux\n";    // 16
  llvm::StringRef P = ".github/workflows/ci.yml";
  CHECK(blockOf(P, Yaml, 2) == "8 'test-nova' block");
  CHECK(blockOf(P, Yaml, 5) == "6 workflow step");
  CHECK(blockOf(P, Yaml, 13) == "14 list item");
  CHECK(blockOf(P, Yaml, 15).empty());
}

TEST_CASE("Python definitions and branches, Markdown sections", "[blocks]") {
  const char *Py = "def nova_partitioner(x):\n"      // 1
                   "    return x\n"                  // 2
                   "\n"                              // 3
                   "if args.backend == \"nova\":\n"  // 4
                   "    run_nova()\n"                // 5
                   "elif args.backend == \"cpu\":\n" // 6
                   "    run_cpu()\n";                // 7
  CHECK(blockOf("x.py", Py, 1) == "2 function");
  CHECK(blockOf("x.py", Py, 4) == "5 if branch");
  CHECK(blockOf("x.py", Py, 6).empty());
  const char *Md = "# Backends\n"       // 1
                   "## Nova\n"          // 2
                   "Text.\n"            // 3
                   "```sh\n"            // 4
                   "## not a heading\n" // 5
                   "```\n"              // 6
                   "### Nova details\n" // 7
                   "More.\n"            // 8
                   "\n"                 // 9
                   "## Metal\n"         // 10
                   "Kept.\n";           // 11
  CHECK(blockOf("docs/a.md", Md, 2) == "8 section");
  CHECK(blockOf("docs/a.md", Md, 7) == "8 section");
  CHECK(blockOf("docs/a.md", Md, 10).empty());
}
