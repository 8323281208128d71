// Each scanner says what a reference is: check id per line, per file kind.
#include "ScanUtil.h"
#include <catch2/catch.hpp>

using namespace sweeper;
using sweeper::test::scan;
using V = std::vector<std::string>;

TEST_CASE("CMake scanner", "[scanners]") {
  auto S = scan("CMakeLists.txt", R"(option(EXECUTORCH_BUILD_MPS "x" OFF)
if(EXECUTORCH_BUILD_MPS)
  add_subdirectory(backends/apple/mps)
endif()
set(EXECUTORCH_BUILD_MPS ON CACHE BOOL "")
set(_srcs foo.cpp backend_mps.cpp)
target_link_libraries(app PRIVATE backend_mps)
# the MPS backend
message(STATUS "mps: ${x}")
#[[ a bracket comment on mps ]]
)");
  REQUIRE(S.Checks ==
          V{"1:cmake-option", "2:cmake-condition", "3:cmake-subdirectory",
            "5:cmake-option", "6:cmake-reference", "7:cmake-target",
            "8:comment-mention", "9:cmake-reference", "10:comment-mention"});
  CHECK(S.Messages[0] ==
        "option() references removed symbol 'EXECUTORCH_BUILD_MPS'");
  CHECK(S.Messages[5] ==
        "target_link_libraries() references removed symbol 'backend_mps'");
}

TEST_CASE("YAML scanner names key paths: workflows get ci-workflow",
          "[scanners]") {
  const char *Wf = R"(jobs:
  test-mps:
    steps:
      - uses: actions/checkout@v4
      - run: |
          echo building
          bash backends/apple/mps/install.sh
    # a comment about mps
  other:
    strategy:
      matrix:
        mode: [coreml, mps]
)";
  auto S = scan(".github/workflows/trunk.yml", Wf);
  REQUIRE(S.Checks == V{"2:ci-workflow", "7:ci-workflow", "8:comment-mention",
                        "12:ci-workflow"});
  CHECK(S.Messages[0] == "workflow key under jobs references 'test-mps', "
                         "which names the removed backend 'mps'");
  CHECK(llvm::StringRef(S.Messages[1])
            .starts_with("workflow key jobs.test-mps.steps[1].run references"));
  CHECK(llvm::StringRef(S.Messages[3])
            .starts_with(
                "workflow key jobs.other.strategy.matrix.mode[1] references"));
  auto Plain = scan("config/settings.yaml", "backend:\n  mps: true\n");
  CHECK(Plain.Checks == V{"2:yaml-reference"});
  auto Broken = scan("broken.yaml", "a: [mps\n");
  CHECK(Broken.Checks == V{"1:yaml-reference"});
}

TEST_CASE("JSON and CMake presets", "[scanners]") {
  auto S = scan("CMakePresets.json", R"({"configurePresets": [
  {"name": "apple", "cacheVariables": {"EXECUTORCH_BUILD_MPS": "ON"}}]}
)");
  REQUIRE(S.Checks == V{"2:cmake-preset"});
  CHECK(llvm::StringRef(S.Messages[0])
            .starts_with(
                "preset key "
                "configurePresets[0].cacheVariables.EXECUTORCH_BUILD_MPS"));
  CHECK(
      scan("bench/configs.json", "{\"ios\": [\"mps\", \"coreml\"]}\n").Checks ==
      V{"1:config-reference"});
}

TEST_CASE("Swift scanner: Package.swift products, targets, dependencies",
          "[scanners]") {
  auto S = scan("Package.swift", R"(let products = deliverables([
  "backend_mps": [:],
])
let package = Package(
  products: [.library(name: "backend_mps", targets: ["x"])],
  targets: [
    .target(name: "mps_support"),
    .executableTarget(name: "app", dependencies: [.product(name: "backend_mps", package: "executorch")]),
  ]
)
// backend_mps was here
)");
  CHECK(S.Checks == V{"2:swiftpm-product", "5:swiftpm-product",
                      "7:swiftpm-target", "8:swiftpm-dependency",
                      "11:comment-mention"});
  CHECK(scan("App/Model.swift", "let m = MPSBackend()\n").Checks ==
        V{"1:swift-reference"});
}

TEST_CASE("Swift scanner: a manifest's sections are its let and var names",
          "[scanners]") {
  // Only `let` or `var`, a space or tab, and an identifier name a section;
  // the name runs to the first byte that cannot be in one.
  auto S = scan("Package.swift", "let targetNames = [\n"
                                 "  \"backend_mps\",\n"
                                 "]\n"
                                 "letproducts = [\"mps_a\"]\n"
                                 "var\tdeliverableProducts = [\"mps_b\"]\n"
                                 "  let _dependencyList=[\"mps_c\"]\n"
                                 "let 9products = [\"mps_d\"]\n"
                                 "let\n\"mps_e\"\n");
  CHECK(S.Checks == V{"2:swiftpm-target", "4:swiftpm-target",
                      "5:swiftpm-product", "6:swiftpm-dependency",
                      "7:swiftpm-dependency", "9:swiftpm-dependency"});
}

TEST_CASE("Markdown scanner", "[scanners]") {
  auto S = scan("docs/index.md", R"(# MPS backend

| Backend | Notes |
|---|---|
| MPS | GPU |

See [the overview](backends/mps/mps-overview.md).

```bash
python export.py --mps
```

```{toctree}
backends/mps/mps-overview
```

<!-- mps notes -->
The mps delegate.
- {doc}`ios-mps` for iOS
)");
  CHECK(S.Checks == V{"1:docs-heading", "5:docs-table-row", "7:docs-link",
                      "10:docs-code-block", "14:docs-toctree",
                      "17:comment-mention", "18:docs-text", "19:docs-link"});
  auto R = scan("docs/index.rst", R"(MPS
===

.. toctree::
   :maxdepth: 1

   ios-mps

Read :doc:`ios-mps` first.
)");
  CHECK(R.Checks == V{"1:docs-heading", "7:docs-toctree", "9:docs-link"});
}

TEST_CASE("Python scanner", "[scanners]") {
  auto S = scan("export.py",
                R"(from executorch.backends.apple.mps import MPSPartitioner
import mps_utils
def get_mps_partitioner():
    pass
class MPSConfig:
    pass
parser.add_argument("--mps", action="store_true")
x = "mps delegate"
# the mps comment
y = config.backend.mps.enabled
"""Docstring about MPS."""
)");
  REQUIRE(S.Checks == V{"1:python-import", "2:python-import",
                        "3:python-definition", "5:python-definition",
                        "7:python-flag", "8:python-string", "9:comment-mention",
                        "10:python-reference", "11:python-string"});
  CHECK(S.Messages[4] ==
        "argparse flag '--mps' references removed symbol '--mps'");
}

TEST_CASE("Shell scanner", "[scanners]") {
  auto S = scan("build.sh", R"(#!/bin/bash
cmake -S . \
  -DEXECUTORCH_BUILD_MPS=ON
bash examples/apple/mps/run.sh # run mps
echo "#not a comment mps"
)");
  REQUIRE(S.Checks ==
          V{"3:define-flag", "4:shell-reference", "5:shell-reference"});
  CHECK(S.Messages[0] == "-D flag in shell command 'cmake' references removed "
                         "symbol 'EXECUTORCH_BUILD_MPS'");
  // The assigned name holds the hit: named once, not twice.
  auto A = scan("frameworks.sh", "FRAMEWORK_MPS=\"backend_mps:mps\"\n");
  CHECK(A.Messages == V{"shell assignment references 'FRAMEWORK_MPS', which "
                        "names the removed backend 'mps'"});
}

TEST_CASE("Messages name a hit once, without stray quotes", "[scanners]") {
  auto S = scan("ci.sh", R"(if [ "$X" = mps ]; then :; fi
"-DEXECUTORCH_BUILD_MPS=ON" cmake .
export ARGS="-DEXECUTORCH_BUILD_MPS=ON"
test_with_mps
)");
  REQUIRE(S.Messages.size() == 4);
  CHECK(S.Messages[0] == "shell condition references the removed backend "
                         "'mps'");
  // A quoted first word is no command name to show.
  CHECK(S.Messages[1] == "-D flag in shell command references removed "
                         "symbol 'EXECUTORCH_BUILD_MPS'");
  CHECK(S.Messages[2] == "-D flag in shell assignment to ARGS references "
                         "removed symbol 'EXECUTORCH_BUILD_MPS'");
  CHECK(S.Messages[3] == "shell command references 'test_with_mps', which "
                         "names the removed backend 'mps'");
  // The D of -DWITH_MPS=ON belongs to the flag, not to the name.
  auto D = scan("build.sh", "cmake -DWITH_MPS=ON .\n");
  REQUIRE(D.Messages.size() == 1);
  CHECK(D.Messages[0] == "-D flag in shell command 'cmake' references "
                         "'WITH_MPS', which names the removed backend 'mps'");
  auto Y = scan(".github/workflows/ci.yml", "jobs:\n  test-mps:\n    name: "
                                            "x\n");
  REQUIRE(Y.Messages.size() == 1);
  CHECK(Y.Messages[0] == "workflow key under jobs references 'test-mps', "
                         "which names the removed backend 'mps'");
}

TEST_CASE("C/C++/ObjC lexical scanner", "[scanners]") {
  auto S =
      scan("runtime/registry.mm", R"(#include "backends/apple/mps/MPSBackend.h"
#import <mps/Device.h>
#ifdef EXECUTORCH_BUILD_MPS
#define USE_MPS 1
#endif
void register_mps();  // registers mps
const char *n = "mps";
/* block comment: mps */
#if defined(USE_MPS) && \
    USE_MPS
#endif
)");
  CHECK(S.Checks == V{"1:cxx-include", "2:cxx-include", "3:cxx-preprocessor",
                      "4:cxx-preprocessor", "6:cxx-code", "7:cxx-string",
                      "8:comment-mention", "9:cxx-preprocessor",
                      "10:cxx-preprocessor"});
}

TEST_CASE("C/C++ lexer jumps over long code, never into a literal",
          "[scanners]") {
  // Each line holds code long enough for the lexer to jump over, then what
  // it must still see: a raw string's prefix, a digit separator, a line
  // continued by a backslash, a directive after indentation, a quote.
  std::string Code(40, 'x');
  std::string Text = "int " + Code + " = 1; auto r = R\"(\" mps )\";\n" +
                     "int " + Code + " = 1'000; int mps_a;\n" + "int " + Code +
                     "; // note \\\n mps continued\n" + "int " + Code +
                     ";\n   #define USE_mps 1\n" + "int " + Code +
                     " = u8\"mps\";\n" + "int " + Code +
                     "; /* mps\n mps */ int mps_b;\n";
  auto S = scan("src/long.cpp", Text);
  // Line 9's code hit rides on its comment's finding.
  CHECK(S.Checks == V{"1:cxx-string", "2:cxx-code", "4:comment-mention",
                      "6:cxx-preprocessor", "7:cxx-string", "8:comment-mention",
                      "9:comment-mention"});
}

TEST_CASE("C/C++ line comments end where the lexer would end them",
          "[scanners]") {
  // A comment jumped to its newline, a comment continued by a backslash
  // and one before CRLF (both left to the lexer), a directive and code
  // right after comments, and a comment at the end without a newline.
  std::string Text = "// plain mps\n"
                     "int mps_a; // trailing mps\n"
                     "// continued \\\n mps still comment\n"
                     "// crlf mps\r\n"
                     "int mps_b;\r\n"
                     "// before a directive\n"
                     "#define USE_MPS 1\n"
                     "//mps at the end";
  auto S = scan("src/comments.cpp", Text);
  CHECK(S.Checks == V{"1:comment-mention", "2:cxx-code", "4:comment-mention",
                      "5:comment-mention", "6:cxx-code", "8:cxx-preprocessor",
                      "9:comment-mention"});
}

TEST_CASE("line-based kinds", "[scanners]") {
  CHECK(scan(".gitmodules",
             "[submodule \"x\"]\n\tpath = backends/apple/mps/third-party/x\n")
            .Checks == V{"2:gitmodules-entry"});
  CHECK(scan("CODEOWNERS", "# owners\n/backends/apple/mps/ @team\n").Checks ==
        V{"2:codeowners-entry"});
  CHECK(scan("pyproject.toml", "[tool.x]\nbackends = [\"mps\"]\n").Checks ==
        V{"2:config-reference"});
  CHECK(
      scan(
          "app.xcodeproj/project.pbxproj",
          "\t\tA /* backend_mps */ = {isa = X; productName = backend_mps; };\n")
          .Checks == V{"1:xcode-reference"});
  CHECK(scan("BUCK",
             "cxx_library(\n  deps = [\"//backends/apple/mps:mps\"],\n)\n")
            .Checks == V{"2:build-target"});
  CHECK(scan("NOTES", "the mps backend\n").Checks == V{"1:text-mention"});
}

TEST_CASE("severity overrides apply, and off drops the check", "[scanners]") {
  auto S = scan("a.py", "# mps\nx = 'mps'\n",
                "tokens: [mps]\nseverity:\n  comment-mention: off\n");
  CHECK(S.Checks == V{"2:python-string"});
}

TEST_CASE("long lines keep a window, and notes are capped", "[scanners]") {
  RulePack Pack = test::packFromYaml(test::MpsPack);
  Matcher M(Pack);
  std::string Line = std::string(5000, 'x') + " mps ";
  for (int I = 0; I < 100; ++I)
    Line += "mps" + std::to_string(I) + " ";
  FileOutcome O = scanText({Pack, M}, "min.txt", Line + "\n");
  REQUIRE(O.Findings.size() == 1);
  const Finding &F = O.Findings[0];
  CHECK(F.Loc.Column == 5002);
  CHECK(F.LineText.size() <= 410);
  CHECK(F.LineTextColumn > 1);
  CHECK(
      llvm::StringRef(F.LineText).substr(F.Loc.Column - F.LineTextColumn, 3) ==
      "mps");
  REQUIRE(F.Notes.size() == 21);
  CHECK(F.Notes.back() == "and 80 more references on this line");
}

TEST_CASE("Make scanner names the variable, rule or macro", "[scanners]") {
  auto S = scan("lib/Makefile.inc", "LIB_VTLS = vtls/openssl.c \\\n"
                                    "  vtls/mps.c\n"
                                    "test-mps: all\n"
                                    "AC_ARG_ENABLE([mps])\n"
                                    "# mps notes\n");
  REQUIRE(S.Checks == V{"2:make-reference", "3:make-reference",
                        "4:make-reference", "5:comment-mention"});
  CHECK(S.Messages[0] ==
        "Makefile variable LIB_VTLS references 'vtls/mps.c', which names the "
        "removed backend 'mps'");
  CHECK(llvm::StringRef(S.Messages[1]).starts_with("Makefile rule 'test-mps'"));
  CHECK(llvm::StringRef(S.Messages[2])
            .starts_with("Autoconf macro AC_ARG_ENABLE()"));
}
