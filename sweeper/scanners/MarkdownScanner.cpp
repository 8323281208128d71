// Markdown, MyST and reStructuredText: a line-level state machine knows code
// fences, toctrees, headings and table rows; links are found around the hit.
#include "scanners/Scanners.h"
#include "llvm/ADT/StringExtras.h"
#include <optional>

namespace sweeper {
namespace {

enum class Block { Text, Code, Toctree, Comment };

struct LineState {
  Block B = Block::Text;
  bool Heading = false, TableRow = false;
};

/// Walks the document once and says what each line is. Each transition
/// either claims a line for a block or lets the next one look at it.
class LineWalker {
public:
  explicit LineWalker(const SourceFile &F) : F(F) {}

  std::vector<LineState> run() {
    std::vector<LineState> States(F.lineCount() + 2);
    for (unsigned L = 1; L <= F.lineCount(); ++L)
      States[L] = next(L);
    return States;
  }

private:
  LineState next(unsigned L) {
    llvm::StringRef Line = F.line(L), T = Line.ltrim();
    // The order matters: a fence opens even inside an indented rst block.
    if (std::optional<Block> B = continueComment(Line))
      return {*B};
    if (std::optional<Block> B = continueFence(T))
      return {*B};
    if (std::optional<Block> B = openFence(T))
      return {*B};
    if (std::optional<Block> B = continueRstBlock(Line, T))
      return {*B};
    if (std::optional<Block> B = openRstBlock(T))
      return {*B};
    if (std::optional<Block> B = openComment(T))
      return {*B};
    return textLine(T, F.line(L + 1).trim());
  }

  std::optional<Block> continueComment(llvm::StringRef Line) {
    if (Cur != Block::Comment)
      return std::nullopt;
    if (Line.contains("-->"))
      Cur = Block::Text;
    return Block::Comment;
  }

  std::optional<Block> continueFence(llvm::StringRef T) {
    if (Fence.empty())
      return std::nullopt;
    Block Inside = Cur;
    if (T.starts_with(Fence) &&
        T.trim().find_first_not_of(Fence[0]) == llvm::StringRef::npos)
      Fence = "", Cur = Block::Text;
    return Inside;
  }

  std::optional<Block> openFence(llvm::StringRef T) {
    if (!T.starts_with("```") && !T.starts_with("~~~"))
      return std::nullopt;
    Fence = T.take_while([&](char C) { return C == T[0]; });
    Cur = T.contains("{toctree}") ? Block::Toctree : Block::Code;
    return Cur;
  }

  /// Inside an indented `.. toctree::` / `.. code::` block, blank and
  /// indented lines belong to it; any other line ends it and is read on.
  std::optional<Block> continueRstBlock(llvm::StringRef Line,
                                        llvm::StringRef T) {
    if (!RstBlock)
      return std::nullopt;
    if (T.empty() || Line.size() != T.size())
      return Cur;
    RstBlock = false, Cur = Block::Text;
    return std::nullopt;
  }

  std::optional<Block> openRstBlock(llvm::StringRef T) {
    if (!T.starts_with(".. toctree::") && !T.starts_with(".. code") &&
        !T.starts_with("::"))
      return std::nullopt;
    Cur = T.starts_with(".. toctree::") ? Block::Toctree : Block::Code;
    RstBlock = true;
    return Cur;
  }

  std::optional<Block> openComment(llvm::StringRef T) {
    if (!T.starts_with("<!--") || T.contains("-->"))
      return std::nullopt;
    Cur = Block::Comment;
    return Cur;
  }

  static LineState textLine(llvm::StringRef T, llvm::StringRef Next) {
    LineState S;
    // reStructuredText and setext headings: a line underlined by = - ~ ^.
    bool Underlined =
        !T.empty() && Next.size() >= 3 &&
        Next.find_first_not_of(Next[0]) == llvm::StringRef::npos &&
        llvm::StringRef("=-~^*#").contains(Next[0]);
    S.Heading = T.starts_with("#") || Underlined;
    S.TableRow = T.starts_with("|");
    return S;
  }

  const SourceFile &F;
  Block Cur = Block::Text;
  llvm::StringRef Fence;
  bool RstBlock = false; // inside an indented `.. toctree::` / `.. code::`
};

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
  std::vector<LineState> States = LineWalker(F).run();
  std::vector<bool> Out(States.size());
  for (size_t I = 0; I < States.size(); ++I)
    Out[I] = States[I].B != Block::Text;
  return Out;
}

std::vector<Classified>
MarkdownScanner::classify(const SourceFile &F, llvm::ArrayRef<Hit> Hits) const {
  std::vector<LineState> States = LineWalker(F).run();
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
