#pragma once
/// LSP positions: 0-based lines and characters counted in UTF-16 code
/// units (the protocol's default) or bytes (when the client accepts
/// "utf-8"); the sweeper counts 1-based lines and byte columns.
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include <vector>

namespace sweeper::lsp {

class LineIndex {
public:
  LineIndex(llvm::StringRef Text, bool Utf16);
  /// {line, character} of 1-based \p Line and byte column \p Column.
  llvm::json::Object position(unsigned Line, unsigned Column) const;
  /// {line, character} of a byte offset.
  llvm::json::Object at(size_t Offset) const;
  /// A range from \p Begin to \p End (byte offsets).
  llvm::json::Object range(size_t Begin, size_t End) const;
  /// The 1-based line of an LSP 0-based line number, clamped.
  unsigned lineOf(int64_t Line0) const;
  size_t lineStart(unsigned Line) const { return Starts[Line - 1]; }
  unsigned lines() const { return Starts.size(); }

private:
  llvm::StringRef Text;
  bool Utf16;
  std::vector<size_t> Starts;
};

} // namespace sweeper::lsp
