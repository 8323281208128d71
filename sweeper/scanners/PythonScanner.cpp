// Python: imports, argparse flags, def/class names, strings and comments.
#include "scanners/Scanners.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {

// Starlark (BuildScanner) shares it.
extern const LexSyntax PythonSyntax;
const LexSyntax PythonSyntax = {"#", "", "", /*SingleQuoteStrings=*/true,
                                /*TripleQuoteStrings=*/true};

/// The `--flag` word holding a hit, or "" if the hit is not in a flag.
static llvm::StringRef flagAt(llvm::StringRef T, const Hit &H) {
  size_t B = H.Offset;
  while (B > 0 &&
         (llvm::isAlnum(T[B - 1]) || T[B - 1] == '_' || T[B - 1] == '-'))
    --B;
  llvm::StringRef W = T.substr(B).take_while(
      [](char C) { return llvm::isAlnum(C) || C == '_' || C == '-'; });
  return W.starts_with("--") ? W : "";
}

std::vector<Classified>
PythonScanner::classify(const SourceFile &F, llvm::ArrayRef<Hit> Hits) const {
  return classifyLexically(
      F, Hits, PythonSyntax, "Python", [&](const HitContext &C) {
        const Hit &H = C.H;
        llvm::StringRef Line = F.line(F.lineOf(H.Offset)).ltrim();
        llvm::StringRef Flag = flagAt(F.Text, H);
        Classified Out{CheckId::PythonReference, "Python code"};
        if (!Flag.empty() &&
            (C.R == Region::String || H.Kind == HitKind::Symbol)) {
          Out = {CheckId::PythonFlag, "command-line flag '" + Flag.str() + "'"};
          if (C.Call.Name.ends_with("add_argument"))
            Out.What = "argparse flag '" + Flag.str() + "'";
        } else if (C.R == Region::String) {
          Out = {CheckId::PythonString, "Python string"};
          if (!C.Call.Name.empty())
            Out.What += " in " + C.Call.Name.str() + "()";
        } else if (Line.starts_with("import ") || Line.starts_with("from ")) {
          Out = {CheckId::PythonImport, "import"};
        } else if ((Line.starts_with("def ") || Line.starts_with("class ") ||
                    Line.starts_with("async def ")) &&
                   F.columnOf(H.Offset) <=
                       F.line(F.lineOf(H.Offset)).find_first_of("(:") + 1) {
          Out = {CheckId::PythonDefinition, Line.starts_with("class ")
                                                ? "class definition"
                                                : "function definition"};
        }
        return refine(F.Text, H, Out, CheckId::PythonReference);
      });
}

} // namespace sweeper
