// Shell: the command a hit's line runs, and -D flags handed to CMake.
#include "kinds/KindSpec.h"
#include "scanners/Scanners.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {
/// A command or continued argument line among like lines (ShellFixes.cpp).
std::vector<Edit> shellLineFix(const SourceFile &F, const Finding &Fd,
                               const Matcher &M);
SWEEPER_SCANNER(ShellScanner)

static const LexSyntax ShellSyntax = {"#",
                                      "",
                                      "",
                                      /*SingleQuoteStrings=*/true,
                                      /*TripleQuoteStrings=*/false,
                                      /*HashNeedsWordStart=*/true,
                                      /*CMakeBrackets=*/false,
                                      /*Backslash=*/true,
                                      /*MultilineStrings=*/true};

/// Words that start a line without being the command it runs.
static bool isShellKeyword(llvm::StringRef W) {
  return llvm::is_contained({"if", "elif", "while", "until", "[", "[[", "!",
                             "then", "else", "do", "for", "case"},
                            W);
}

static bool isShellName(llvm::StringRef W) {
  return !W.empty() && (llvm::isAlpha(W[0]) || W[0] == '_') &&
         llvm::all_of(W, [](char C) { return llvm::isAlnum(C) || C == '_'; });
}

/// What names a command line's hits, read once per line: a line that is
/// one long word can hold thousands of hits.
struct ShellLine {
  llvm::StringRef Cmd, Name; ///< the command word; before its '=', if any
  bool Condition = false, Assignment = false, Plain = false;
};

static ShellLine readShellLine(llvm::StringRef Line) {
  llvm::StringRef Rest = Line.ltrim();
  auto FirstWord = [&] {
    llvm::StringRef W =
        Rest.take_until([](char Ch) { return Ch == ' ' || Ch == '\t'; });
    Rest = Rest.drop_front(W.size()).ltrim();
    return W;
  };
  ShellLine S;
  S.Cmd = FirstWord();
  if (S.Cmd == "export" || S.Cmd == "local" || S.Cmd == "readonly")
    S.Cmd = FirstWord();
  else if (isShellKeyword(S.Cmd))
    S.Condition = true;
  S.Name = S.Cmd.split('=').first;
  S.Assignment = S.Cmd.contains('=') && isShellName(S.Name);
  // A quoted or expanded word would be shown cut in half.
  S.Plain = !S.Cmd.empty() && llvm::all_of(S.Cmd, [](char C) {
    return llvm::isAlnum(C) || llvm::StringRef("_./+-").contains(C);
  });
  return S;
}

/// How a hit's line is named: "shell assignment to X", "shell condition",
/// "shell command 'cmake'"; \p Hit is where the hit starts.
static std::string shellContext(const ShellLine &S, const char *Hit) {
  // The hit inside the word would name it twice.
  auto Inside = [&](llvm::StringRef W) {
    return Hit >= W.begin() && Hit < W.end();
  };
  if (S.Condition)
    return "shell condition";
  if (S.Assignment)
    return Inside(S.Name) ? "shell assignment"
                          : "shell assignment to " + shortName(S.Name);
  if (Inside(S.Cmd) || !S.Plain)
    return "shell command";
  return "shell command '" + shortName(S.Cmd) + "'";
}

std::vector<Classified> ShellScanner::classify(const SourceFile &F,
                                               llvm::ArrayRef<Hit> Hits) const {
  unsigned LastLine = 0, LastHead = 0;
  ShellLine S;
  return classifyLexically(
      F, Hits, ShellSyntax, "shell", [&](const HitContext &C) {
        // A continued command (`cmake ... \`) is named by its first line.
        unsigned L = F.lineOf(C.H.Offset);
        unsigned Head = L == LastLine
                            ? LastHead
                            : logicalLineHead(F, L, LastLine, LastHead);
        if (Head != LastHead)
          S = readShellLine(F.line(Head));
        LastLine = L;
        LastHead = Head;
        return refine(F.Text, C.H,
                      {CheckId::ShellReference,
                       shellContext(S, F.Text.data() + C.H.Offset)},
                      CheckId::ShellReference);
      });
}

static const llvm::StringRef Files[] = {"*.sh", "*.bash", "*.zsh"};

static const llvm::StringRef Shebangs[] = {"sh"};
const KindData kinds::ShellData = {"#", "Shell scripts", Files, Shebangs};
const KindSpec kinds::Shell = {.Scan = theScanner<ShellScanner>,
                               .Symbols = ShellFunction,
                               .LineFix = shellLineFix};

} // namespace sweeper
