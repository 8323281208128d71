// Shell: the command a hit's line runs, and -D flags handed to CMake.
#include "scanners/Scanners.h"

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

std::vector<Classified> ShellScanner::classify(const SourceFile &F,
                                               llvm::ArrayRef<Hit> Hits) const {
  return classifyLexically(
      F, Hits, ShellSyntax, "shell", [&](const HitContext &C) {
        // A continued command (`cmake ... \`) is named by its first line.
        unsigned L = F.lineOf(C.H.Offset);
        while (L > 1 && F.line(L - 1).rtrim().ends_with("\\"))
          --L;
        llvm::StringRef Cmd = F.line(L).ltrim();
        Cmd = Cmd.take_until([](char Ch) { return Ch == ' ' || Ch == '\t'; });
        std::string What = "shell command";
        if (Cmd.contains('=') && !Cmd.starts_with("-"))
          What = "shell assignment to " + Cmd.split('=').first.str();
        else if (!Cmd.empty() && F.Text.data() + C.H.Offset != Cmd.data())
          What += " '" + Cmd.str() + "'";
        return refine(F.Text, C.H, {CheckId::ShellReference, What},
                      CheckId::ShellReference);
      });
}

} // namespace sweeper
