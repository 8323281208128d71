#include "lsp/Positions.h"
#include <algorithm>

namespace sweeper::lsp {

LineIndex::LineIndex(llvm::StringRef Text, bool Utf16)
    : Text(Text), Utf16(Utf16) {
  Starts.push_back(0);
  for (size_t I = 0; I < Text.size(); ++I)
    if (Text[I] == '\n')
      Starts.push_back(I + 1);
}

/// UTF-16 code units of \p Bytes: a 4-byte sequence is a surrogate pair,
/// continuation bytes add nothing, and a stray byte counts as one unit
/// (editors show it as one replacement character).
static int64_t utf16Units(llvm::StringRef Bytes) {
  int64_t N = 0;
  for (unsigned char C : Bytes)
    N += (C & 0xC0) == 0x80 ? 0 : (C >= 0xF0 && C <= 0xF4) ? 2 : 1;
  return N;
}

llvm::json::Object LineIndex::position(unsigned Line, unsigned Column) const {
  Line = std::clamp(Line, 1u, lines());
  size_t Start = lineStart(Line);
  size_t End = Line < lines() ? lineStart(Line + 1) : Text.size();
  size_t Bytes = std::min<size_t>(Column ? Column - 1 : 0, End - Start);
  llvm::StringRef Before = Text.substr(Start, Bytes);
  return llvm::json::Object{
      {"line", int64_t(Line - 1)},
      {"character", Utf16 ? utf16Units(Before) : int64_t(Before.size())}};
}

llvm::json::Object LineIndex::at(size_t Offset) const {
  Offset = std::min(Offset, Text.size());
  auto It = std::upper_bound(Starts.begin(), Starts.end(), Offset);
  unsigned Line = It - Starts.begin();
  return position(Line, Offset - Starts[Line - 1] + 1);
}

llvm::json::Object LineIndex::range(size_t Begin, size_t End) const {
  return llvm::json::Object{{"start", at(Begin)}, {"end", at(End)}};
}

unsigned LineIndex::lineOf(int64_t Line0) const {
  return unsigned(std::clamp<int64_t>(Line0 + 1, 1, lines()));
}

} // namespace sweeper::lsp
