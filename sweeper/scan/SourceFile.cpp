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

static bool isListItem(llvm::StringRef L) {
  if (L.size() >= 2 && llvm::StringRef("-*+o").contains(L[0]) && L[1] == ' ')
    return true;
  llvm::StringRef Rest = L.ltrim("0123456789");
  return Rest.size() < L.size() &&
         (Rest.starts_with(". ") || Rest.starts_with(") "));
}

llvm::StringRef headingOf(const SourceFile &F, unsigned Line) {
  for (unsigned L = Line; L > 0 && L + 200 > Line; --L) {
    llvm::StringRef T = F.line(L);
    if (!T.empty() && !llvm::isSpace(T[0]) && !isListItem(T))
      return T;
  }
  return {};
}

} // namespace sweeper
