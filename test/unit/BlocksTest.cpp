// Block extents: which constructs a finding heads, and where they end.
#include "TestUtil.h"
#include "kinds/KindSpec.h"
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

namespace {

/// \p Text after the fix of a finding of \p Check on \p Line.
std::string fixed(llvm::StringRef Path, llvm::StringRef Text, unsigned Line,
                  CheckId Check) {
  RulePack P;
  P.Tokens = {"nova"};
  P.RemovedPaths = {"src/nova/"};
  Matcher M(P);
  SourceFile F(Path.str(), classifyPath(Path), Text);
  Finding Fd;
  Fd.Check = Check;
  Fd.Loc.Line = Line;
  if (std::optional<Extent> E = blockAt(F, Line, M))
    Fd.Loc.EndLine = E->EndLine;
  std::vector<Edit> Edits = fixFor(F, Fd, M);
  llvm::sort(Edits,
             [](const Edit &A, const Edit &B) { return A.Offset > B.Offset; });
  std::string Out = Text.str();
  for (const Edit &E : Edits)
    Out.replace(E.Offset, E.Length, E.Replacement);
  return Out;
}

} // namespace

TEST_CASE("fixes keep conditionals balanced", "[blocks][fix]") {
  CHECK(fixed("a.c", "int a;\n\n#ifdef USE_NOVA\nint n;\n#endif\n\nint b;\n", 3,
              CheckId::CxxPreprocessor) == "int a;\n\nint b;\n");
  // The kept #else branch is unwrapped.
  CHECK(fixed("a.c", "#ifdef USE_NOVA\nint n;\n#else\nint k;\n#endif\n", 1,
              CheckId::CxxPreprocessor) == "int k;\n");
  // A kept #elif becomes the #if.
  CHECK(fixed("a.c", "#if USE_NOVA\nint n;\n#elif USE_METAL\nint m;\n#endif\n",
              1,
              CheckId::CxxPreprocessor) == "#if USE_METAL\nint m;\n#endif\n");
  // A removed #elif branch goes; the rest stays.
  CHECK(fixed("a.c", "#if USE_METAL\nint m;\n#elif USE_NOVA\nint n;\n#endif\n",
              3,
              CheckId::CxxPreprocessor) == "#if USE_METAL\nint m;\n#endif\n");
  CHECK(fixed("CMakeLists.txt",
              "if(PROJ_NOVA)\n  add_subdirectory(src/nova)\nelse()\n"
              "  message(STATUS none)\nendif()\n",
              1, CheckId::CMakeCondition) == "message(STATUS none)\n");
}

TEST_CASE("fixes delete items and keep their lists well-formed",
          "[blocks][fix]") {
  CHECK(fixed("Makefile.am", "SRCS = a.c \\\n  b.c \\\n  src/nova/x.c\n", 3,
              CheckId::PathReference) == "SRCS = a.c \\\n  b.c\n");
  CHECK(fixed("a.cpp", "#include \"src/nova/x.h\" // gone\nint a;\n", 1,
              CheckId::CxxInclude) == "int a;\n");
  CHECK(fixed("a.cpp", "#include \"src/nova/x.h\" int a;\n", 1,
              CheckId::CxxInclude) == "#include \"src/nova/x.h\" int a;\n");
  CHECK(fixed("CMakeLists.txt", "add_subdirectory(src/nova)\nproject(x)\n", 1,
              CheckId::CMakeSubdirectory) == "project(x)\n");
  const char *Table = "| a | b |\n|---|---|\n| nova | 1 |\n| cpu | 2 |\n";
  CHECK(fixed("d.md", Table, 3, CheckId::DocsTableRow) ==
        "| a | b |\n|---|---|\n| cpu | 2 |\n");
  CHECK(fixed("d.md", "| nova | b |\n|---|---|\n", 1, CheckId::DocsTableRow) ==
        "| nova | b |\n|---|---|\n"); // never the header row
}

TEST_CASE("fixes of enumerators, fall-through labels and set()",
          "[blocks][fix]") {
  const char *Enum = "typedef enum {\n  MUS_NONE,\n  MUS_NOVA_UNUSED,\n"
                     "  MUS_OGG\n} Music;\n";
  CHECK(fixed("a.h", Enum, 3, CheckId::CxxCode) ==
        "typedef enum {\n  MUS_NONE,\n  MUS_OGG\n} Music;\n");
  // Not an enumerator outside an enum (a call's argument).
  const char *Call = "f(a,\n  NOVA_X,\n  b);\n";
  CHECK(fixed("a.c", Call, 2, CheckId::CxxCode) == Call);
  const char *Switch =
      "switch (t) {\ncase MUS_NOVA:\ncase MUS_OGG:\n  x();\n}\n";
  CHECK(fixed("a.c", Switch, 2, CheckId::CxxCode) ==
        "switch (t) {\ncase MUS_OGG:\n  x();\n}\n");
  const char *Shared =
      "switch (t) {\ncase MUS_MOD:\ncase MUS_NOVA:\n  y();\n}\n";
  CHECK(fixed("a.c", Shared, 3, CheckId::CxxCode) ==
        "switch (t) {\ncase MUS_MOD:\n  y();\n}\n");
  // A label with its own body would hand it to the case above: no fix.
  const char *Own = "switch (t) {\ncase MUS_NOVA:\n  y();\n  break;\n}\n";
  CHECK(fixed("a.c", Own, 2, CheckId::CxxCode) == Own);
  CHECK(fixed("Config.cmake.in", "set(TBX_NOVA TRUE)\nset(TBX_OGG TRUE)\n", 1,
              CheckId::CMakeOption) == "set(TBX_OGG TRUE)\n");
}

TEST_CASE("fixes of indented blocks and sections", "[blocks][fix]") {
  const char *Wf = "jobs:\n  test-nova:\n    runs-on: x\n  other:\n"
                   "    runs-on: y\n";
  CHECK(fixed(".github/workflows/ci.yml", Wf, 2, CheckId::CIWorkflow) ==
        "jobs:\n  other:\n    runs-on: y\n");
  const char *Py =
      "if backend == \"nova\":\n    a()\nelif backend == \"cpu\":\n"
      "    b()\n";
  CHECK(fixed("x.py", Py, 1, CheckId::PythonString) ==
        "if backend == \"cpu\":\n    b()\n");
  // An `else:` would need dedenting: no fix.
  const char *Else = "if backend == \"nova\":\n    a()\nelse:\n    b()\n";
  CHECK(fixed("x.py", Else, 1, CheckId::PythonString) == Else);
  CHECK(fixed("d.md", "# A\n\n## Nova\n\nText.\n\n## Cpu\n", 3,
              CheckId::DocsHeading) == "# A\n\n## Cpu\n");
}

TEST_CASE("conditions that may hold without the backend are no blocks",
          "[blocks]") {
  // Found by an attack probe: each once deleted code still in use.
  CHECK(blockOf("a.c",
                "#ifndef NOVA_X\n#define NOVA_X 1\nint keep;\n#else\n"
                "int other;\n#endif\n",
                1)
            .empty());
  CHECK(blockOf("a.c",
                "#if defined(NOVA_ON) || \\\n    defined(CUDA_ON)\n"
                "int shared;\n#endif\n",
                1)
            .empty());
  CHECK(blockOf("a.c", "#if NOVA_ON /* old */ || CUDA_ON\nint s;\n#endif\n", 1)
            .empty());
  CHECK(blockOf("a.c", "#if NOVA_ENABLED == 0\nint cpu;\n#endif\n", 1).empty());
  CHECK(blockOf("CMakeLists.txt",
                "if(NOVA_ON OR\n   CUDA_ON)\n  add_subdirectory(s)\nendif()\n",
                1)
            .empty());
  CHECK(fixed("a.c",
              "#ifdef USE_NOVA\nint a;\n#elifdef CUDA_ON\nint c;\n#endif\n", 1,
              CheckId::CxxPreprocessor) == "#ifdef CUDA_ON\nint c;\n#endif\n");
}

TEST_CASE("Package.swift entries named for the backend", "[blocks][fix]") {
  const char *Swift = "let products = deliverables([\n"
                      "  \"backend_nova\": [\n"
                      "    \"frameworks\": [\"Metal\"],\n"
                      "  ],\n"
                      "  \"backend_cpu\": [],\n"
                      "])\n"
                      "let targets = [\n"
                      "  .binaryTarget(name: \"backend_nova\", path: \"x\"),\n"
                      "]\n";
  CHECK(blockOf("Package.swift", Swift, 2) == "4 dictionary entry");
  CHECK(fixed("Package.swift", Swift, 2, CheckId::SwiftPMProduct) ==
        "let products = deliverables([\n  \"backend_cpu\": [],\n])\n"
        "let targets = [\n"
        "  .binaryTarget(name: \"backend_nova\", path: \"x\"),\n]\n");
  CHECK(fixed("Package.swift", Swift, 8, CheckId::SwiftPMTarget) ==
        "let products = deliverables([\n  \"backend_nova\": [\n"
        "    \"frameworks\": [\"Metal\"],\n  ],\n  \"backend_cpu\": [],\n])\n"
        "let targets = [\n]\n");
}

TEST_CASE("a file read into the buffer of the one before is read anew",
          "[blocks]") {
  // Files are read into one reused buffer: the second file has the first
  // one's address and size. A per-file memo keyed on those would see the
  // first file's bracket comment on the second's endif() (no extent).
  std::string Buf = "#[[ xxxxx\nif(NOVA_FAST)\n]]\n";
  CHECK(blockOf("a/CMakeLists.txt", Buf, 2) == "");
  const char *Second = "if(NOVA_FAST)\nx(y)\nendif()\n";
  REQUIRE(Buf.size() == strlen(Second));
  const char *Before = Buf.data();
  std::copy(Second, Second + strlen(Second), Buf.begin());
  REQUIRE(Buf.data() == Before);
  CHECK(blockOf("b/CMakeLists.txt", Buf, 1) == "3 if() block");
}

TEST_CASE("nested conditionals end at their own endif", "[blocks]") {
  std::string Text;
  for (int I = 0; I < 200; ++I)
    Text += "#if defined(NOVA_FAST)\n";
  Text += "int a;\n";
  for (int I = 0; I < 200; ++I)
    Text += "#endif\n";
  CHECK(blockOf("a.cpp", Text, 1) == "401 #if block");
  CHECK(blockOf("a.cpp", Text, 200) == "202 #if block");
  CHECK(blockOf("a.cpp", Text.substr(0, Text.size() - 7), 1) == "");
}
