// Swift: in Package.swift, the call or collection a hit sits in says whether
// it is a product, a target or a dependency.
#include "scanners/Scanners.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

namespace sweeper {

static const LexSyntax SwiftSyntax = {"//", "/*", "*/",
                                      /*SingleQuoteStrings=*/false,
                                      /*TripleQuoteStrings=*/true};

// SwiftPM manifests also declare products through dictionaries assigned to a
// variable (`let products = deliverables([...])`): the variable names them.
// One forward pass gives every line the last `let`/`var` name above it.
static std::vector<std::string> manifestSections(const SourceFile &F) {
  static const llvm::Regex Let(
      "^[ \t]*(let|var)[ \t]+([A-Za-z_][A-Za-z0-9_]*)");
  std::vector<std::string> Out(F.lineCount() + 1);
  std::string Cur;
  for (unsigned L = 1; L <= F.lineCount(); ++L) {
    llvm::SmallVector<llvm::StringRef, 3> M;
    if (Let.match(F.line(L), &M))
      Cur = M[2].str();
    Out[L] = Cur;
  }
  return Out;
}

std::vector<Classified> SwiftScanner::classify(const SourceFile &F,
                                               llvm::ArrayRef<Hit> Hits) const {
  bool Manifest = llvm::sys::path::filename(F.Path) == "Package.swift";
  std::vector<std::string> Sections;
  if (Manifest)
    Sections = manifestSections(F);
  return classifyLexically(
      F, Hits, SwiftSyntax, "Swift", [&](const HitContext &C) {
        llvm::StringRef Call = C.Call.Name;
        Classified Out{CheckId::SwiftReference,
                       C.R == Region::String ? "Swift string" : "Swift code"};
        if (Manifest) {
          std::string Ctx = (Call + " " + Sections[F.lineOf(C.H.Offset)]).str();
          llvm::StringRef S(Ctx);
          if (Call.ends_with("product"))
            Out = {CheckId::SwiftPMDependency,
                   "SwiftPM dependency " + shortName(Call) + "()"};
          else if (Call.ends_with("library") || Call.ends_with("executable") ||
                   S.contains_insensitive("product") || Call == "deliverables")
            Out = {CheckId::SwiftPMProduct, "SwiftPM product"};
          else if (Call.contains_insensitive("target") ||
                   S.contains_insensitive("target"))
            Out = {CheckId::SwiftPMTarget, "SwiftPM target"};
          else if (S.contains_insensitive("dependenc"))
            Out = {CheckId::SwiftPMDependency, "SwiftPM dependency"};
        }
        return refine(F.Text, C.H, Out, CheckId::SwiftReference);
      });
}

} // namespace sweeper
