// Markdown, MyST and reStructuredText: a line-level state machine knows code
// fences, toctrees, headings and table rows; links are found around the hit.
#include "scanners/Scanners.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {
namespace {

enum class Block { Text, Code, Toctree, Comment };

struct LineState {
  Block B = Block::Text;
  bool Heading = false, TableRow = false;
};

/// Walks the document once and says what each line is.
std::vector<LineState> lineStates(const SourceFile &F) {
  std::vector<LineState> States(F.lineCount() + 2);
  Block Cur = Block::Text;
  llvm::StringRef Fence;
  bool RstBlock = false; // inside an indented `.. toctree::` / `.. code::`
  for (unsigned L = 1; L <= F.lineCount(); ++L) {
    llvm::StringRef Line = F.line(L), T = Line.ltrim();
    LineState &S = States[L];
    if (Cur == Block::Comment) {
      S.B = Block::Comment;
      if (Line.contains("-->"))
        Cur = Block::Text;
      continue;
    }
    if (!Fence.empty()) { // inside a fenced block
      S.B = Cur;
      if (T.starts_with(Fence) &&
          T.trim().find_first_not_of(Fence[0]) == llvm::StringRef::npos)
        Fence = "", Cur = Block::Text;
      continue;
    }
    if (T.starts_with("```") || T.starts_with("~~~")) {
      Fence = T.take_while([&](char C) { return C == T[0]; });
      Cur = T.contains("{toctree}") ? Block::Toctree : Block::Code;
      S.B = Cur;
      continue;
    }
    if (RstBlock) {
      if (T.empty() || Line.size() != T.size()) {
        S.B = Cur;
        continue;
      }
      RstBlock = false, Cur = Block::Text;
    }
    if (T.starts_with(".. toctree::") || T.starts_with(".. code") ||
        T.starts_with("::")) {
      Cur = T.starts_with(".. toctree::") ? Block::Toctree : Block::Code;
      RstBlock = true;
      S.B = Cur;
      continue;
    }
    if (T.starts_with("<!--") && !T.contains("-->")) {
      Cur = Block::Comment;
      S.B = Block::Comment;
      continue;
    }
    S.Heading = T.starts_with("#");
    S.TableRow = T.starts_with("|");
    // reStructuredText and setext headings: a line underlined by = - ~ ^.
    llvm::StringRef Next = F.line(L + 1).trim();
    if (!T.empty() && Next.size() >= 3 &&
        Next.find_first_not_of(Next[0]) == llvm::StringRef::npos &&
        llvm::StringRef("=-~^*#").contains(Next[0]))
      S.Heading = true;
  }
  return States;
}

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

std::vector<bool> markdownNonProseLines(const SourceFile &F) {
  std::vector<LineState> States = lineStates(F);
  std::vector<bool> Out(States.size());
  for (size_t I = 0; I < States.size(); ++I)
    Out[I] = States[I].B != Block::Text;
  return Out;
}

std::vector<Classified>
MarkdownScanner::classify(const SourceFile &F, llvm::ArrayRef<Hit> Hits) const {
  std::vector<LineState> States = lineStates(F);
  std::vector<Classified> Out;
  for (const Hit &H : Hits) {
    unsigned L = F.lineOf(H.Offset);
    const LineState &S = States[L];
    llvm::StringRef Line = F.line(L);
    size_t Col = H.Offset - F.lineStart(L);
    Classified C{CheckId::DocsText, "documentation text"};
    size_t Cmt = rfindBefore(Line, "<!--", Col);
    if (S.B == Block::Comment || (Cmt != llvm::StringRef::npos &&
                                  Line.find("-->", Cmt) >= Col + H.Length))
      C = {CheckId::CommentMention, "documentation comment"};
    else if (S.B == Block::Toctree)
      C = {CheckId::DocsToctree, "toctree entry"};
    else if (S.B == Block::Code)
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
