// Shell: the command a hit's line runs, and -D flags handed to CMake.
#include "scan/Lexical.h"
#include "scanners/Scanners.h"

namespace sweeper {

static const LexSyntax ShellSyntax = {
    "#", "", "", /*SingleQuoteStrings=*/true, /*TripleQuoteStrings=*/false,
    /*HashNeedsWordStart=*/true, /*CMakeBrackets=*/false, /*Backslash=*/true,
    /*MultilineStrings=*/true};

std::vector<Classified>
ShellScanner::classify(const SourceFile &F, llvm::ArrayRef<Hit> Hits) const {
  RegionMap Regions(F.Text, ShellSyntax);
  std::vector<Classified> Out;
  for (const Hit &H : Hits) {
    if (Regions.at(H.Offset) == Region::Comment) {
      Out.push_back({CheckId::CommentMention, "shell comment"});
      continue;
    }
    // A continued command (`cmake ... \`) is named by its first line.
    unsigned L = F.lineOf(H.Offset);
    while (L > 1 && F.line(L - 1).rtrim().ends_with("\\"))
      --L;
    llvm::StringRef Cmd = F.line(L).ltrim();
    Cmd = Cmd.take_until([](char C) { return C == ' ' || C == '\t'; });
    std::string What = "shell command";
    if (!Cmd.empty() && F.Text.data() + H.Offset != Cmd.data())
      What += " '" + Cmd.str() + "'";
    Out.push_back(refine(F.Text, H, {CheckId::ShellReference, What},
                         CheckId::ShellReference));
  }
  return Out;
}

} // namespace sweeper
