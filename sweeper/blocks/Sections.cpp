// Markdown sections: a heading that names the backend heads everything up
// to the next heading of the same or a higher level, ATX (`## Security`) or
// setext (`Security` underlined with `===` or `---`).
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

/// `===` under a paragraph makes it a level-1 heading, `---` a level-2
/// one (setext); 0 for a line that is no such underline.
static unsigned setextLevel(llvm::StringRef Line) {
  llvm::StringRef T = Line.rtrim();
  if (T.size() - T.ltrim(' ').size() > 3)
    return 0;
  T = T.ltrim(' ');
  if (T.empty() || T.find_first_not_of(T[0]) != llvm::StringRef::npos)
    return 0;
  return T[0] == '=' ? 1 : T[0] == '-' ? 2 : 0;
}

/// The first line of the setext heading underlined at \p Under: its
/// paragraph's first line; 0 when the underline follows no text.
static unsigned setextStart(const SourceFile &F, unsigned Under,
                            unsigned After) {
  unsigned L = Under;
  while (L - 1 > After && !F.line(L - 1).trim().empty() &&
         !headingLevel(F.line(L - 1)))
    --L;
  return L < Under ? L : 0;
}

/// Every line's state: asked once per file, not once per heading.
static std::vector<MarkdownLine> allLines(const SourceFile &F) {
  return markdownLines(F);
}

static std::optional<Extent> sectionAt(const SourceFile &F, unsigned Line,
                                       const Matcher &M) {
  unsigned Level = headingLevel(F.line(Line));
  if (!Level || M.findCertain(F.line(Line)).empty())
    return std::nullopt;
  const std::vector<MarkdownLine> &Lines =
      memoFor<std::vector<MarkdownLine>, allLines>(F);
  unsigned End = F.lineCount();
  for (unsigned L = Line + 1; L <= F.lineCount(); ++L) {
    if (Lines[L].B != MarkdownBlock::Text)
      continue;
    unsigned Next = headingLevel(F.line(L));
    if (Next && Next <= Level) {
      End = L - 1;
      break;
    }
    // A setext heading (`Security` over `========`) ends it at its text.
    unsigned Setext = setextLevel(F.line(L));
    unsigned Start = Setext ? setextStart(F, L, Line) : 0;
    if (Start && Setext <= Level) {
      End = Start - 1;
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
static std::vector<Edit> sectionFix(const SourceFile &F, unsigned Line,
                                    unsigned End) {
  while (End < F.lineCount() && F.line(End + 1).trim().empty())
    ++End;
  return {deleteLines(F, Line, End)};
}

const BlockFamily Sections{sectionAt, sectionFix};

} // namespace sweeper
