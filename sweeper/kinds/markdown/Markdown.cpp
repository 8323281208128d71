// Markdown, MyST and reStructuredText: what each line is comes from
// scan/MarkdownLines; links are found around the hit.
#include "core/TextWindow.h"
#include "kinds/KindSpec.h"
#include "scan/MarkdownLines.h"
#include "scanners/Scanners.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <cstring>
#include <optional>

namespace sweeper {
SWEEPER_SCANNER(MarkdownScanner)
namespace {

/// The last occurrence of Needle that ends by Pos. memrchr finds the
/// candidates: StringRef::rfind compares at every position.
size_t rfindBefore(llvm::StringRef Line, llvm::StringRef Needle, size_t Pos) {
  for (size_t End = std::min(Pos, Line.size()); End > 0;) {
    const void *P = memrchr(Line.data(), Needle.front(), End);
    if (!P)
      break;
    size_t I = static_cast<const char *>(P) - Line.data();
    if (I + Needle.size() <= Pos && Line.substr(I).starts_with(Needle))
      return I;
    End = I;
  }
  return llvm::StringRef::npos;
}

/// Where a `[ref]: url` definition's label ends on a line (npos if the
/// line is not one): a fact of the line, read once for all its hits.
size_t refDefinitionAt(llvm::StringRef Line) {
  return Line.ltrim().starts_with("[") ? Line.find("]: ")
                                       : llvm::StringRef::npos;
}

/// True if [B, E) of the text around a hit (windowAround()) lies in a link
/// target: `](...)`, `<...>`, `href="..."`, or an rst `:doc:` role /
/// `<url>`_ target. `[ref]: url` definitions are the caller's: they are
/// known from the line's start.
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
  return false;
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
  unsigned LastLine = 0;
  size_t RefDef = llvm::StringRef::npos;
  for (const Hit &H : Hits) {
    unsigned L = F.lineOf(H.Offset);
    const MarkdownLine &S = States[L];
    if (L != LastLine)
      RefDef = refDefinitionAt(F.line(L));
    LastLine = L;
    size_t Col = H.Offset - F.lineStart(L);
    // Link and comment syntax around a hit is short: within 512 bytes.
    TextWindow W = windowAround(F.line(L), Col, Col + H.Length, 512);
    size_t B = Col - W.Start, E = B + H.Length;
    Classified C{CheckId::DocsText, "documentation text"};
    size_t Cmt = rfindBefore(W.Text, "<!--", B);
    if (S.B == MarkdownBlock::Comment ||
        (Cmt != llvm::StringRef::npos && W.Text.find("-->", Cmt) >= E))
      C = {CheckId::CommentMention, "documentation comment"};
    else if (S.B == MarkdownBlock::Toctree)
      C = {CheckId::DocsToctree, "toctree entry"};
    else if (S.B == MarkdownBlock::Code)
      C = {CheckId::DocsCodeBlock, "code block"};
    else if (S.TableRow)
      C = {CheckId::DocsTableRow, "table row"};
    else if (inLinkTarget(W.Text, B, E) ||
             (RefDef != llvm::StringRef::npos && Col > RefDef))
      C = {CheckId::DocsLink, "link"};
    else if (S.Heading)
      C = {CheckId::DocsHeading, "heading"};
    Out.push_back(refine(F.Text, H, C, CheckId::DocsText));
  }
  return Out;
}

static const llvm::StringRef Files[] = {"*.md", "*.markdown", "*.myst"};
const KindData kinds::MarkdownData = {
    "<!--", "Markdown and MyST documents", Files, {}, KindRole::Docs};
static const BlockFamily *const Blocks[] = {&Sections};
const KindSpec kinds::Markdown = {theScanner<MarkdownScanner>, Blocks};

} // namespace sweeper
