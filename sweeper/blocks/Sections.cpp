// Markdown sections: a heading that names the backend heads everything up
// to the next heading of the same or a higher level.
#include "blocks/Blocks.h"
#include "match/Matcher.h"
#include "scan/MarkdownLines.h"

namespace sweeper {

/// `## Title` -> 2; 0 for a line that is no ATX heading.
static unsigned headingLevel(llvm::StringRef Line) {
  llvm::StringRef T = Line.ltrim();
  size_t N = T.find_first_not_of('#');
  if (N == 0 || N > 6 || N == llvm::StringRef::npos || T[N] != ' ')
    return 0;
  return N;
}

/// Every line's state: asked once per file, not once per heading.
static std::vector<MarkdownLine> allLines(const SourceFile &F) {
  return markdownLines(F);
}

std::optional<Extent> sectionAt(const SourceFile &F, unsigned Line,
                                const Matcher &M) {
  unsigned Level = headingLevel(F.line(Line));
  if (!Level || M.find(F.line(Line)).empty())
    return std::nullopt;
  const std::vector<MarkdownLine> &Lines =
      memoFor<std::vector<MarkdownLine>, allLines>(F);
  unsigned End = F.lineCount();
  for (unsigned L = Line + 1; L <= F.lineCount(); ++L) {
    unsigned Next =
        Lines[L].B == MarkdownBlock::Text ? headingLevel(F.line(L)) : 0;
    if (Next && Next <= Level) {
      End = L - 1;
      break;
    }
  }
  while (End > Line && F.line(End).trim().empty())
    --End;
  if (End <= Line)
    return std::nullopt;
  return Extent{End, "section"};
}

} // namespace sweeper

namespace sweeper {

/// The section and the blank lines after it, so the next heading keeps the
/// spacing the deleted one had.
std::vector<Edit> sectionFix(const SourceFile &F, unsigned Line, unsigned End) {
  while (End < F.lineCount() && F.line(End + 1).trim().empty())
    ++End;
  return {deleteLines(F, Line, End)};
}

} // namespace sweeper
