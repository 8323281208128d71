// Buck and Bazel: Starlark is Python-shaped; the enclosing rule call names
// what the reference is (`cxx_library()`).
#include "kinds/KindSpec.h"
#include "scanners/Scanners.h"

namespace sweeper {
SWEEPER_SCANNER(BuildScanner)

extern const LexSyntax PythonSyntax;

std::vector<Classified> BuildScanner::classify(const SourceFile &F,
                                               llvm::ArrayRef<Hit> Hits) const {
  return classifyLexically(
      F, Hits, PythonSyntax, "build file", [](const HitContext &C) {
        return Classified{CheckId::BuildTarget,
                          C.Call.Name.empty()
                              ? std::string("build file")
                              : "build rule " + shortName(C.Call.Name) + "()"};
      });
}

static const llvm::StringRef Files[] = {
    "BUCK", "TARGETS", "BUILD", "BUILD.bazel", "WORKSPACE", "*.bzl", "*.buck"};
const KindData kinds::BuildData = {
    "#",
    "Buck and Bazel files (BUCK, TARGETS, BUILD, *.bzl)",
    Files,
    {},
    KindRole::Build,
    /*SingleQuoteStrings=*/true};
static const SymbolPattern Symbols[] = {
    {"build target", R"re(^\s*name\s*=\s*["']([A-Za-z0-9_.-]+)["'])re"}};
const KindSpec kinds::Build = {theScanner<BuildScanner>, {}, nullptr, Symbols};

} // namespace sweeper
