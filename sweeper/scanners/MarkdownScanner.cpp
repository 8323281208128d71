// Markdown, MyST and reStructuredText: what each line is comes from
// scan/MarkdownLines; links are found around the hit.
#include "scan/MarkdownLines.h"
#include "scanners/Scanners.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <optional>

namespace sweeper {
namespace {

/// The last occurrence of Needle that starts before Pos.
size_t rfindBefore(llvm::StringRef Line, llvm::StringRef Needle, size_t Pos) {
  return Line.take_front(Pos).rfind(Needle);
}

/// True if [B, E) lies in a link target: `](...)`, `<...>`, `href="..."`,
/// a `[ref]: url` definition or an rst `:doc:` role / `<url>`_ target.
bool inLinkTarget(llvm::StringRef Line, size_t B, size_t E) {
  size_t Open = rfindBefore(Line, "](", B);
  if (Open != llvm::StringRef::npos &&
      Line.find(')', Open) != llvm::StringRef::npos &&
      Line.find(')', Open) >= E)
    return true;
  size_t Angle = Line.rfind('<', B);
  if (Angle != llvm::StringRef::npos && Line.find('>', Angle) >= E &&
      Line.find('>', Angle) != llvm::StringRef::npos &&
      !Line.substr(Angle, B - Angle).contains(' '))
    return true;
  for (llvm::StringRef Attr :
       {"href=", "src=", ":doc:`", ":ref:`", "{doc}`", "{ref}`"}) {
    size_t A = rfindBefore(Line, Attr, B);
    if (A != llvm::StringRef::npos &&
        !Line.slice(A + Attr.size() + 1, B).contains_insensitive(' '))
      return true;
  }
  // Link text: `[MPS overview](...)`.
  size_t Bracket = rfindBefore(Line, "[", B);
  if (Bracket != llvm::StringRef::npos &&
      Line.find("](", B) != llvm::StringRef::npos &&
      !Line.slice(Bracket, B).contains(']'))
    return true;
  llvm::StringRef T = Line.ltrim();
  return T.starts_with("[") && T.contains("]: ") && B > Line.find("]: ");
}

} // namespace

std::vector<Classified>
MarkdownScanner::classify(const SourceFile &F, llvm::ArrayRef<Hit> Hits) const {
  size_t Last = 0;
  for (const Hit &H : Hits)
    Last = std::max(Last, H.Offset);
  std::vector<MarkdownLine> States =
      markdownLines(F, Hits.empty() ? 0 : F.lineOf(Last));
  std::vector<Classified> Out;
  for (const Hit &H : Hits) {
    unsigned L = F.lineOf(H.Offset);
    const MarkdownLine &S = States[L];
    llvm::StringRef Line = F.line(L);
    size_t Col = H.Offset - F.lineStart(L);
    Classified C{CheckId::DocsText, "documentation text"};
    size_t Cmt = rfindBefore(Line, "<!--", Col);
    if (S.B == MarkdownBlock::Comment ||
        (Cmt != llvm::StringRef::npos &&
         Line.find("-->", Cmt) >= Col + H.Length))
      C = {CheckId::CommentMention, "documentation comment"};
    else if (S.B == MarkdownBlock::Toctree)
      C = {CheckId::DocsToctree, "toctree entry"};
    else if (S.B == MarkdownBlock::Code)
      C = {CheckId::DocsCodeBlock, "code block"};
    else if (S.TableRow)
      C = {CheckId::DocsTableRow, "table row"};
    else if (inLinkTarget(Line, Col, Col + H.Length))
      C = {CheckId::DocsLink, "link"};
    else if (S.Heading)
      C = {CheckId::DocsHeading, "heading"};
    Out.push_back(refine(F.Text, H, C, CheckId::DocsText));
  }
  return Out;
}

} // namespace sweeper
