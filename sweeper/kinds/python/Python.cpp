// Python: imports, argparse flags, def/class names, strings and comments.
#include "kinds/KindSpec.h"
#include "scanners/Scanners.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include <algorithm>

namespace sweeper {
SWEEPER_SCANNER(PythonScanner)

// Starlark (BuildScanner) shares it.
extern const LexSyntax PythonSyntax;
const LexSyntax PythonSyntax = {"#", "", "", /*SingleQuoteStrings=*/true,
                                /*TripleQuoteStrings=*/true};

/// The `--flag` word holding a hit, or "" if the hit is not in a flag.
/// Flags are short: the word is read at most 256 bytes either way, so a
/// line that is one long `a-mps-b-mps-...` word is not read once per hit.
static llvm::StringRef flagAt(llvm::StringRef T, const Hit &H) {
  const size_t Reach = 256;
  auto InFlag = [](char C) { return llvm::isAlnum(C) || C == '_' || C == '-'; };
  size_t B = H.Offset, Lo = B > Reach ? B - Reach : 0;
  while (B > Lo && InFlag(T[B - 1]))
    --B;
  if (B == Lo && Lo > 0)
    return "";
  llvm::StringRef W = T.substr(B, 2 * Reach).take_while(InFlag);
  return W.starts_with("--") ? W : "";
}

/// Where a `def`/`class` line's name ends (its first '(' or ':'), npos on
/// other lines: a fact of the line, read once for all its hits.
static size_t definitionEnd(llvm::StringRef Line) {
  llvm::StringRef T = Line.ltrim();
  if (!T.starts_with("def ") && !T.starts_with("class ") &&
      !T.starts_with("async def "))
    return llvm::StringRef::npos;
  return Line.find_first_of("(:");
}

std::vector<Classified>
PythonScanner::classify(const SourceFile &F, llvm::ArrayRef<Hit> Hits) const {
  unsigned LastLine = 0;
  size_t DefEnd = llvm::StringRef::npos;
  return classifyLexically(
      F, Hits, PythonSyntax, "Python", [&](const HitContext &C) {
        const Hit &H = C.H;
        unsigned L = F.lineOf(H.Offset);
        llvm::StringRef Line = F.line(L).ltrim();
        if (L != LastLine)
          DefEnd = definitionEnd(F.line(L));
        LastLine = L;
        llvm::StringRef Flag = flagAt(F.Text, H);
        Classified Out{CheckId::PythonReference, "Python code"};
        if (!Flag.empty() &&
            (C.R == Region::String || H.Kind == HitKind::Symbol)) {
          Out = {CheckId::PythonFlag,
                 "command-line flag '" + shortName(Flag) + "'"};
          if (C.Call.Name.ends_with("add_argument"))
            Out.What = "argparse flag '" + shortName(Flag) + "'";
        } else if (C.R == Region::String) {
          Out = {CheckId::PythonString, "Python string"};
          if (!C.Call.Name.empty())
            Out.What += " in " + shortName(C.Call.Name) + "()";
        } else if (Line.starts_with("import ") || Line.starts_with("from ")) {
          Out = {CheckId::PythonImport, "import"};
        } else if (DefEnd != llvm::StringRef::npos &&
                   H.Offset - F.lineStart(L) <= DefEnd) {
          Out = {CheckId::PythonDefinition, Line.starts_with("class ")
                                                ? "class definition"
                                                : "function definition"};
        }
        return refine(F.Text, H, Out, CheckId::PythonReference);
      });
}

static const llvm::StringRef Files[] = {"*.py", "*.pyi"};
static const llvm::StringRef Shebangs[] = {"python"};
const KindData kinds::PythonData = {"#", "Python sources", Files, Shebangs};

/// A deleted Python module is a dotted path importers name.
static void extractModule(llvm::StringRef Path, llvm::StringRef,
                          SymbolMap &Out) {
  llvm::SmallString<128> Mod(Path);
  llvm::sys::path::replace_extension(Mod, "");
  std::string Dotted(Mod);
  std::replace(Dotted.begin(), Dotted.end(), '/', '.');
  if (llvm::StringRef(Dotted).ends_with(".__init__"))
    Dotted.resize(Dotted.size() - 9);
  Out["Python module"].push_back(Dotted);
}

// Only top-level definitions (column 0): methods like `forward` are
// everywhere and would flood a sweep.
static const SymbolPattern Symbols[] = {
    {"Python function", R"re(^(?:async\s+)?def\s+([A-Za-z_][A-Za-z0-9_]*))re"},
    {"Python class", R"re(^class\s+([A-Za-z_][A-Za-z0-9_]*))re"},
    // Module-level names assigned (constants, aliases such as
    // `FooOp = (...)`); short and plain ones are dropped later.
    {"Python name", R"re(^([A-Za-z_][A-Za-z0-9_]*)\s*(?::[^=]*)?=[^=])re"},
    {"command-line flag",
     R"re(add_argument\(\s*(?:"-\w"\s*,\s*)?["'](--[A-Za-z0-9][A-Za-z0-9_-]*)["'])re"},
    // Switches read from the environment: a removed reader leaves the
    // variable documented and set in CI with nothing reading it.
    {"environment variable",
     R"re(environ(?:\.get\(\s*|\[\s*)["']([A-Za-z_][A-Za-z0-9_]*)["'])re"},
    {"environment variable",
     R"re(getenv\(\s*["']([A-Za-z_][A-Za-z0-9_]*)["'])re"},
};
static const BlockFamily *const Blocks[] = {&PythonBlocks, &PythonCalls};
const KindSpec kinds::Python = {theScanner<PythonScanner>, Blocks, nullptr,
                                Symbols, extractModule};

} // namespace sweeper
