// Buck and Bazel: Starlark is Python-shaped; the enclosing rule call names
// what the reference is (`cxx_library()`).
#include "scanners/Scanners.h"

namespace sweeper {

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

} // namespace sweeper
