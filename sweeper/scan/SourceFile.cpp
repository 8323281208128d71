#include "scan/SourceFile.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <atomic>

namespace sweeper {

static std::atomic<uint64_t> LastId{0};

SourceFile::SourceFile(std::string P, FileKind K, llvm::StringRef T)
    : Path(std::move(P)), Kind(K), Text(T), Id(++LastId) {
  // Room for lines of 32 bytes on average, so most files never regrow it.
  LineStarts.reserve(Text.size() / 32 + 1);
  LineStarts.push_back(0);
  for (size_t I = Text.find('\n');
       I != llvm::StringRef::npos && I + 1 < Text.size();
       I = Text.find('\n', I + 1))
    LineStarts.push_back(I + 1);
}

unsigned SourceFile::lineOf(size_t Offset) const {
  auto It = std::upper_bound(LineStarts.begin(), LineStarts.end(), Offset);
  return It - LineStarts.begin();
}

unsigned SourceFile::columnOf(size_t Offset) const {
  return Offset - LineStarts[lineOf(Offset) - 1] + 1;
}

llvm::StringRef SourceFile::line(unsigned Line) const {
  if (Line == 0 || Line > LineStarts.size())
    return {};
  // O(1) from the line table: minified one-line files have many hits.
  size_t B = LineStarts[Line - 1];
  size_t E = Line < LineStarts.size() ? LineStarts[Line] - 1 : Text.size();
  llvm::StringRef L = Text.slice(B, E);
  if (Line == LineStarts.size() && L.ends_with("\n"))
    L = L.drop_back();
  if (L.ends_with("\r"))
    L = L.drop_back();
  return L;
}

/// `- `, `* `, `+ `, `o `, `• ` (a blank or a tab after), `1. `, `2) `,
/// or a table row: an entry of the section above it.
static bool isListItem(llvm::StringRef L) {
  if (L.starts_with("|") || L.starts_with("\xE2\x80\xA2"))
    return true;
  auto BlankAt = [&](size_t I) {
    return I < L.size() && (L[I] == ' ' || L[I] == '\t');
  };
  if (llvm::StringRef("-*+o").contains(L[0]) && BlankAt(1))
    return true;
  llvm::StringRef Rest = L.ltrim("0123456789");
  return Rest.size() < L.size() &&
         (Rest.starts_with(".") || Rest.starts_with(")")) &&
         BlankAt(L.size() - Rest.size() + 1);
}

/// A Markdown or reStructuredText underline (`====`, `----`, `~~~~`):
/// the heading is the line above it.
static bool isUnderline(llvm::StringRef L) {
  L = L.rtrim();
  return L.size() >= 2 && L.find_first_not_of(L[0]) == llvm::StringRef::npos &&
         llvm::StringRef("=-~^*#+_").contains(L[0]);
}

/// Each line's section start (0: none), in one pass over the file.
static std::vector<unsigned> sectionStarts(const SourceFile &F) {
  std::vector<unsigned> Out(F.lineCount() + 1, 0);
  unsigned Current = 0;
  for (unsigned L = 1; L <= F.lineCount(); ++L) {
    llvm::StringRef T = F.line(L);
    if (!T.empty() && !llvm::isSpace(T[0]) && !isListItem(T) && !isUnderline(T))
      Current = L;
    Out[L] = Current;
  }
  return Out;
}

llvm::StringRef headingOf(const SourceFile &F, unsigned Line) {
  const std::vector<unsigned> &Starts =
      memoFor<std::vector<unsigned>, sectionStarts>(F);
  return Line < Starts.size() && Starts[Line] ? F.line(Starts[Line])
                                              : llvm::StringRef();
}

} // namespace sweeper
