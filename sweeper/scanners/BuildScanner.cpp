// Buck and Bazel: Starlark is Python-shaped; the enclosing rule call names
// what the reference is (`cxx_library()`).
#include "scan/Lexical.h"
#include "scanners/Scanners.h"

namespace sweeper {

extern const LexSyntax PythonSyntax;

std::vector<Classified>
BuildScanner::classify(const SourceFile &F, llvm::ArrayRef<Hit> Hits) const {
  RegionMap Regions(F.Text, PythonSyntax);
  std::vector<CallContext> Calls =
      enclosingCalls(F.Text, Regions, hitOffsets(Hits));
  std::vector<Classified> Out;
  for (size_t I = 0; I < Hits.size(); ++I) {
    if (Regions.at(Hits[I].Offset) == Region::Comment) {
      Out.push_back({CheckId::CommentMention, "build file comment"});
      continue;
    }
    std::string What = Calls[I].Name.empty()
                           ? std::string("build file")
                           : "build rule " + Calls[I].Name.str() + "()";
    Out.push_back({CheckId::BuildTarget, What});
  }
  return Out;
}

} // namespace sweeper
