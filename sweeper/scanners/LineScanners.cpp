// Kinds whose syntax is one entry per line (.gitmodules, CODEOWNERS, TOML,
// Xcode project files, plain text): each kind's rule says which entry
// holds the hit.
#include "scanners/Scanners.h"

namespace sweeper {
namespace {

/// The nearest `[section]` header at or above a line. Hits come in offset
/// order, so the lines are read once going down, not once per hit going
/// up (a file of 30,000 hit lines would otherwise read 450M lines).
class SectionTracker {
public:
  explicit SectionTracker(const SourceFile &F) : F(F) {}

  llvm::StringRef above(unsigned Line) {
    if (Line + 1 < Next) { // out of order: start again from the top
      Next = 1;
      Current = "";
    }
    for (; Next <= Line; ++Next) {
      llvm::StringRef T = F.line(Next).trim();
      if (T.starts_with("[") && T.ends_with("]"))
        Current = T;
    }
    return Current;
  }

private:
  const SourceFile &F;
  unsigned Next = 1;
  llvm::StringRef Current;
};

} // namespace

std::vector<Classified> LineScanner::classify(const SourceFile &F,
                                              llvm::ArrayRef<Hit> Hits) const {
  // Everything but refine() depends on the line alone, and a minified line
  // can hold thousands of hits: each line is classified once.
  SectionTracker Sections(F);
  std::vector<Classified> Out;
  unsigned LastLine = 0;
  Classified OfLine{CheckId::TextMention, ""};
  for (const Hit &H : Hits) {
    unsigned L = F.lineOf(H.Offset);
    if (L != LastLine) {
      llvm::StringRef Line = F.line(L).trim();
      OfLine = HashComments && Line.starts_with("#")
                   ? Classified{CheckId::CommentMention, "comment"}
                   : Rule(Line, Sections.above(L));
    }
    LastLine = L;
    Out.push_back(refine(F.Text, H, OfLine, CheckId::TextMention));
  }
  return Out;
}

} // namespace sweeper
