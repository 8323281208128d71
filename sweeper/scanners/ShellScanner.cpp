// Shell: the command a hit's line runs, and -D flags handed to CMake.
#include "scanners/Scanners.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {

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

/// How a hit's line is named: "shell assignment to X", "shell condition",
/// "shell command 'cmake'"; \p Hit is where the hit starts.
static std::string shellContext(llvm::StringRef Line, const char *Hit) {
  llvm::StringRef Rest = Line.ltrim();
  auto FirstWord = [&] {
    llvm::StringRef W =
        Rest.take_until([](char Ch) { return Ch == ' ' || Ch == '\t'; });
    Rest = Rest.drop_front(W.size()).ltrim();
    return W;
  };
  llvm::StringRef Cmd = FirstWord();
  if (Cmd == "export" || Cmd == "local" || Cmd == "readonly")
    Cmd = FirstWord();
  else if (isShellKeyword(Cmd))
    return "shell condition";
  auto [Name, Value] = Cmd.split('=');
  // The hit inside the word would name it twice.
  auto Inside = [&](llvm::StringRef W) {
    return Hit >= W.begin() && Hit < W.end();
  };
  if (Cmd.contains('=') && isShellName(Name))
    return Inside(Name) ? "shell assignment"
                        : "shell assignment to " + Name.str();
  bool HitInside = Inside(Cmd);
  // A quoted or expanded word would be shown cut in half.
  bool Plain = llvm::all_of(Cmd, [](char C) {
    return llvm::isAlnum(C) || llvm::StringRef("_./+-").contains(C);
  });
  if (Cmd.empty() || HitInside || !Plain)
    return "shell command";
  return "shell command '" + Cmd.str() + "'";
}

std::vector<Classified> ShellScanner::classify(const SourceFile &F,
                                               llvm::ArrayRef<Hit> Hits) const {
  return classifyLexically(
      F, Hits, ShellSyntax, "shell", [&](const HitContext &C) {
        // A continued command (`cmake ... \`) is named by its first line.
        unsigned L = F.lineOf(C.H.Offset);
        while (L > 1 && F.line(L - 1).rtrim().ends_with("\\"))
          --L;
        return refine(F.Text, C.H,
                      {CheckId::ShellReference,
                       shellContext(F.line(L), F.Text.data() + C.H.Offset)},
                      CheckId::ShellReference);
      });
}

} // namespace sweeper
