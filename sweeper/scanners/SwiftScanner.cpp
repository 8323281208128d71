// Swift: in Package.swift, the call or collection a hit sits in says whether
// it is a product, a target or a dependency.
#include "scanners/Scanners.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

namespace sweeper {

static const LexSyntax SwiftSyntax = {
    "//", "/*", "*/", /*SingleQuoteStrings=*/false, /*TripleQuoteStrings=*/true};

// SwiftPM manifests also declare products through dictionaries assigned to a
// variable (`let products = deliverables([...])`): the variable names them.
static llvm::StringRef manifestSection(const SourceFile &F, unsigned Line) {
  static const llvm::Regex Let("^[ \t]*(let|var)[ \t]+([A-Za-z_][A-Za-z0-9_]*)");
  for (unsigned L = Line; L >= 1; --L) {
    llvm::SmallVector<llvm::StringRef, 3> M;
    if (Let.match(F.line(L), &M))
      return M[2];
  }
  return "";
}

std::vector<Classified>
SwiftScanner::classify(const SourceFile &F, llvm::ArrayRef<Hit> Hits) const {
  bool Manifest = llvm::sys::path::filename(F.Path) == "Package.swift";
  return classifyLexically(F, Hits, SwiftSyntax, "Swift", [&](const HitContext &C) {
    llvm::StringRef Call = C.Call.Name;
    Classified Out{CheckId::SwiftReference,
                   C.R == Region::String ? "Swift string" : "Swift code"};
    if (Manifest) {
      std::string Ctx =
          (Call + " " + manifestSection(F, F.lineOf(C.H.Offset))).str();
      llvm::StringRef S(Ctx);
      if (Call.ends_with("product"))
        Out = {CheckId::SwiftPMDependency,
               "SwiftPM dependency " + Call.str() + "()"};
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
