// Swift: in Package.swift, the call or collection a hit sits in says whether
// it is a product, a target or a dependency.
#include "scan/Lexical.h"
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
  RegionMap Regions(F.Text, SwiftSyntax);
  std::vector<CallContext> Calls =
      enclosingCalls(F.Text, Regions, hitOffsets(Hits));
  bool Manifest = llvm::sys::path::filename(F.Path) == "Package.swift";
  std::vector<Classified> Out;
  for (size_t I = 0; I < Hits.size(); ++I) {
    const Hit &H = Hits[I];
    Region R = Regions.at(H.Offset);
    if (R == Region::Comment) {
      Out.push_back({CheckId::CommentMention, "Swift comment"});
      continue;
    }
    llvm::StringRef Call = Calls[I].Name;
    Classified C{CheckId::SwiftReference,
                 R == Region::String ? "Swift string" : "Swift code"};
    if (Manifest) {
      std::string Ctx = (Call + " " + manifestSection(F, F.lineOf(H.Offset)))
                            .str();
      llvm::StringRef S(Ctx);
      if (Call.ends_with("product"))
        C = {CheckId::SwiftPMDependency, "SwiftPM dependency " + Call.str() + "()"};
      else if (Call.ends_with("library") || Call.ends_with("executable") ||
               S.contains_insensitive("product") || Call == "deliverables")
        C = {CheckId::SwiftPMProduct, "SwiftPM product"};
      else if (Call.contains_insensitive("target") ||
               S.contains_insensitive("target"))
        C = {CheckId::SwiftPMTarget, "SwiftPM target"};
      else if (S.contains_insensitive("dependenc"))
        C = {CheckId::SwiftPMDependency, "SwiftPM dependency"};
    }
    Out.push_back(refine(F.Text, H, C, CheckId::SwiftReference));
  }
  return Out;
}

} // namespace sweeper
