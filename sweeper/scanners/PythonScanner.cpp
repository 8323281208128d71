// Python: imports, argparse flags, def/class names, strings and comments.
#include "scan/Lexical.h"
#include "scanners/Scanners.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {

// Starlark (BuildScanner) shares it.
extern const LexSyntax PythonSyntax;
const LexSyntax PythonSyntax = {
    "#", "", "", /*SingleQuoteStrings=*/true, /*TripleQuoteStrings=*/true};

/// The `--flag` word holding a hit, or "" if the hit is not in a flag.
static llvm::StringRef flagAt(llvm::StringRef T, const Hit &H) {
  size_t B = H.Offset;
  while (B > 0 && (llvm::isAlnum(T[B - 1]) || T[B - 1] == '_' ||
                   T[B - 1] == '-'))
    --B;
  llvm::StringRef W = T.substr(B).take_while([](char C) {
    return llvm::isAlnum(C) || C == '_' || C == '-';
  });
  return W.starts_with("--") ? W : "";
}

std::vector<Classified>
PythonScanner::classify(const SourceFile &F, llvm::ArrayRef<Hit> Hits) const {
  RegionMap Regions(F.Text, PythonSyntax);
  std::vector<CallContext> Calls =
      enclosingCalls(F.Text, Regions, hitOffsets(Hits));
  std::vector<Classified> Out;
  for (size_t I = 0; I < Hits.size(); ++I) {
    const Hit &H = Hits[I];
    Region R = Regions.at(H.Offset);
    llvm::StringRef Line = F.line(F.lineOf(H.Offset)).ltrim();
    llvm::StringRef Flag = flagAt(F.Text, H);
    Classified C{CheckId::PythonReference, "Python code"};
    if (R == Region::Comment) {
      C = {CheckId::CommentMention, "Python comment"};
    } else if (!Flag.empty() && (R == Region::String || H.Kind == HitKind::Symbol)) {
      C = {CheckId::PythonFlag, "command-line flag '" + Flag.str() + "'"};
      if (Calls[I].Name.ends_with("add_argument"))
        C.What = "argparse flag '" + Flag.str() + "'";
    } else if (R == Region::String) {
      C = {CheckId::PythonString, "Python string"};
      if (!Calls[I].Name.empty())
        C.What += " in " + Calls[I].Name.str() + "()";
    } else if (Line.starts_with("import ") || Line.starts_with("from ")) {
      C = {CheckId::PythonImport, "import"};
    } else if ((Line.starts_with("def ") || Line.starts_with("class ") ||
                Line.starts_with("async def ")) &&
               F.columnOf(H.Offset) <=
                   F.line(F.lineOf(H.Offset)).find_first_of("(:") + 1) {
      C = {CheckId::PythonDefinition,
           Line.starts_with("class ") ? "class definition"
                                      : "function definition"};
    }
    Out.push_back(refine(F.Text, H, C, CheckId::PythonReference));
  }
  return Out;
}

} // namespace sweeper
