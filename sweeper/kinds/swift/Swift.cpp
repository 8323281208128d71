// Swift: in Package.swift, the call or collection a hit sits in says whether
// it is a product, a target or a dependency.
#include "kinds/KindSpec.h"
#include "scanners/Scanners.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

namespace sweeper {
SWEEPER_SCANNER(SwiftScanner)

static const LexSyntax SwiftSyntax = {"//", "/*", "*/",
                                      /*SingleQuoteStrings=*/false,
                                      /*TripleQuoteStrings=*/true};

/// The name a line declares with `let` or `var` (`^[ \t]*(let|var)[ \t]+`
/// and an identifier), or "". By hand: llvm::Regex on every line of a
/// manifest was most of its scan.
static llvm::StringRef declaredName(llvm::StringRef Line) {
  Line = Line.ltrim(" \t");
  if (!Line.consume_front("let") && !Line.consume_front("var"))
    return "";
  llvm::StringRef Rest = Line.ltrim(" \t");
  if (Rest.size() == Line.size() || Rest.empty() ||
      !(llvm::isAlpha(Rest.front()) || Rest.front() == '_'))
    return "";
  return Rest.take_while([](char C) { return llvm::isAlnum(C) || C == '_'; });
}

// SwiftPM manifests also declare products through dictionaries assigned to a
// variable (`let products = deliverables([...])`): the variable names them.
// One forward pass gives every line the last `let`/`var` name above it.
static std::vector<llvm::StringRef> manifestSections(const SourceFile &F) {
  std::vector<llvm::StringRef> Out(F.lineCount() + 1);
  llvm::StringRef Cur;
  for (unsigned L = 1; L <= F.lineCount(); ++L) {
    if (llvm::StringRef Name = declaredName(F.line(L)); !Name.empty())
      Cur = Name;
    Out[L] = Cur;
  }
  return Out;
}

std::vector<Classified> SwiftScanner::classify(const SourceFile &F,
                                               llvm::ArrayRef<Hit> Hits) const {
  bool Manifest = llvm::sys::path::filename(F.Path) == "Package.swift";
  std::vector<llvm::StringRef> Sections;
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

static const llvm::StringRef Files[] = {"*.swift"};
const KindData kinds::SwiftData = {
    "//", "Swift sources and Package.swift manifests", Files};
static const SymbolPattern Symbols[] = {
    {"SwiftPM product or target",
     R"re(^\s*(?:\.(?:library|target|binaryTarget|executableTarget)\s*\(\s*name:\s*|)"([A-Za-z_][A-Za-z0-9_]*)"\s*:\s*\[)re"},
    {"SwiftPM product or target",
     R"re(\.(?:library|target|binaryTarget|executableTarget)\s*\(\s*name:\s*"([A-Za-z_][A-Za-z0-9_]*)")re"},
};
static const BlockFamily *const Blocks[] = {&SwiftCalls};
const KindSpec kinds::Swift = {theScanner<SwiftScanner>, Blocks, nullptr,
                               Symbols};

} // namespace sweeper
