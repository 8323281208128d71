// A line-level state machine over Markdown, MyST and reStructuredText: code
// fences, toctrees, comments, headings and table rows. Shared by the docs
// scanner and the docs structural checks.
#include "scan/MarkdownLines.h"
#include <algorithm>
#include <optional>

namespace sweeper {
namespace {

/// Walks the document once and says what each line is. Each transition
/// either claims a line for a block or lets the next one look at it.
class LineWalker {
public:
  explicit LineWalker(const SourceFile &F) : F(F) {}

  std::vector<MarkdownLine> run(unsigned UpTo) {
    std::vector<MarkdownLine> States(F.lineCount() + 2);
    for (unsigned L = 1; L <= std::min(F.lineCount(), UpTo); ++L)
      States[L] = next(L);
    return States;
  }

private:
  MarkdownLine next(unsigned L) {
    llvm::StringRef Line = F.line(L), T = Line.ltrim();
    // The order matters: a fence opens even inside an indented rst block.
    if (std::optional<MarkdownBlock> B = continueComment(Line))
      return {*B};
    if (std::optional<MarkdownBlock> B = continueFence(T))
      return {*B};
    if (std::optional<MarkdownBlock> B = openFence(T))
      return {*B};
    if (std::optional<MarkdownBlock> B = continueRstBlock(Line, T))
      return {*B};
    if (std::optional<MarkdownBlock> B = openRstBlock(T))
      return {*B};
    if (std::optional<MarkdownBlock> B = openComment(T))
      return {*B};
    return textLine(T, F.line(L + 1).trim());
  }

  std::optional<MarkdownBlock> continueComment(llvm::StringRef Line) {
    if (Cur != MarkdownBlock::Comment)
      return std::nullopt;
    if (Line.contains("-->"))
      Cur = MarkdownBlock::Text;
    return MarkdownBlock::Comment;
  }

  std::optional<MarkdownBlock> continueFence(llvm::StringRef T) {
    if (Fence.empty())
      return std::nullopt;
    MarkdownBlock Inside = Cur;
    if (T.starts_with(Fence) &&
        T.trim().find_first_not_of(Fence[0]) == llvm::StringRef::npos)
      Fence = "", Cur = MarkdownBlock::Text;
    return Inside;
  }

  std::optional<MarkdownBlock> openFence(llvm::StringRef T) {
    if (!T.starts_with("```") && !T.starts_with("~~~"))
      return std::nullopt;
    Fence = T.take_while([&](char C) { return C == T[0]; });
    Cur =
        T.contains("{toctree}") ? MarkdownBlock::Toctree : MarkdownBlock::Code;
    return Cur;
  }

  /// Inside an indented `.. toctree::` / `.. code::` block, blank and
  /// indented lines belong to it; any other line ends it and is read on.
  std::optional<MarkdownBlock> continueRstBlock(llvm::StringRef Line,
                                                llvm::StringRef T) {
    if (!RstBlock)
      return std::nullopt;
    if (T.empty() || Line.size() != T.size())
      return Cur;
    RstBlock = false, Cur = MarkdownBlock::Text;
    return std::nullopt;
  }

  std::optional<MarkdownBlock> openRstBlock(llvm::StringRef T) {
    if (!T.starts_with(".. toctree::") && !T.starts_with(".. code") &&
        !T.starts_with("::"))
      return std::nullopt;
    Cur = T.starts_with(".. toctree::") ? MarkdownBlock::Toctree
                                        : MarkdownBlock::Code;
    RstBlock = true;
    return Cur;
  }

  std::optional<MarkdownBlock> openComment(llvm::StringRef T) {
    if (!T.starts_with("<!--") || T.contains("-->"))
      return std::nullopt;
    Cur = MarkdownBlock::Comment;
    return Cur;
  }

  static MarkdownLine textLine(llvm::StringRef T, llvm::StringRef Next) {
    MarkdownLine S;
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
  MarkdownBlock Cur = MarkdownBlock::Text;
  llvm::StringRef Fence;
  bool RstBlock = false; // inside an indented `.. toctree::` / `.. code::`
};

} // namespace

std::vector<MarkdownLine> markdownLines(const SourceFile &F, unsigned UpTo) {
  return LineWalker(F).run(UpTo);
}

std::vector<bool> markdownNonProseLines(const SourceFile &F) {
  std::vector<MarkdownLine> States = markdownLines(F);
  std::vector<bool> Out(States.size());
  for (size_t I = 0; I < States.size(); ++I)
    Out[I] = States[I].B != MarkdownBlock::Text;
  return Out;
}

} // namespace sweeper
