// One file of any kind through the per-file scan, as a sweep scans a file
// of a pull request: classify the kind, find the hits, run the kind's
// scanner and the structural checks, apply allow entries and inline
// suppressions, group findings. Every finding must point into the file.
// (fuzz-report runs the reporters; here they would cost 50 times the scan.)
//
// Input: the first byte picks the file's path from Paths (byte % 32, so 'A'
// to 'Z' pick entries 1 to 26); the rest is the file's content.
#include "FuzzSupport.h"
#include <cstddef>
#include <cstdint>

using namespace sweeper;

namespace {

// Every kind in kinds/Kinds.def, and the paths structural checks look
// for (CI workflows, docs redirect maps, Package.swift, a name carrying
// the token, a file in an allowed directory).
const char *const Paths[32] = {
    "notes.txt",                                     // @
    "CMakeLists.txt",                                // A
    "BUCK",                                          // B
    "CMakePresets.json",                             // C
    "docs/source/backends-overview.md",              // D
    "tools/cmake/Utils.cmake",                       // E
    ".github/workflows/apple.yml",                   // F
    ".gitmodules",                                   // G
    "runtime/backend/interface.h",                   // H
    "docs/source/index.rst",                         // I
    "package.json",                                  // J
    "Package.swift",                                 // K
    "apple/Sources/Demo.swift",                      // L
    "backends/apple/metal/runtime/metal_backend.mm", // M
    "backends/apple/meson.build",                    // N
    "CODEOWNERS",                                    // O
    "examples/models/llama/export_llama.py",         // P
    "docs/source/conf.py",                           // Q
    "scripts/run-demo",            // R: no extension, a shebang decides
    "examples/arm/run_fvp.sh",     // S
    "pyproject.toml",              // T
    "extension/module/module.cpp", // U
    "shim/defs.bzl",               // V
    "mkdocs.yml",                  // W
    "apple/ExecuTorchDemo.xcodeproj/project.pbxproj", // X
    "codegen/test/fixtures/native_functions.yaml",    // Y
    "docs/_redirects",                                // Z
    "examples/apple/mps_demo.py",                     // [: named for the token
    "lib/Makefile.inc",                               // backslash
    "TARGETS",                                        // ]
    "kernels/portable/op_add.metal",                  // ^
    ".gitlab-ci.yml",                                 // _
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  const fuzz::ExampleTree &T = fuzz::exampleTree();
  if (Size == 0)
    return 0;
  llvm::StringRef Path = Paths[Data[0] % 32];
  llvm::StringRef Text(reinterpret_cast<const char *>(Data + 1), Size - 1);
  // scanText, not scanFile: no file to write per input. scanFile adds the
  // read and its binary test, which passes any file whose name gives it a
  // kind whatever its bytes; of the rest only control-byte-heavy ones stop.
  FileOutcome Out = scanText({T.Pack, T.M, T.View}, Path, Text);
  if (Out.Findings.empty() && Out.Allowed.empty())
    return 0;
  SourceFile F(Path.str(), Out.Kind, Text);
  auto Check = [&](const Location &L) {
    if (L.Line < 1 || L.Line > F.lineCount() || L.Column < 1 ||
        L.Column - 1 > F.line(L.Line).size() + 1)
      fuzz::fail("location " + std::to_string(L.Line) + ":" +
                 std::to_string(L.Column) + " is not in the file");
  };
  for (const Finding &Fd : Out.Findings)
    Check(Fd.Loc);
  for (const AllowedHit &A : Out.Allowed)
    Check(A.Loc);
  return 0;
}
