#pragma once
/// A file's text with its line table: offsets <-> 1-based line and column.
#include "core/FileKind.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <string>
#include <vector>

namespace sweeper {

struct SourceFile {
  std::string Path; ///< Relative to the scan root, '/'-separated.
  FileKind Kind = FileKind::Text;
  llvm::StringRef Text;
  std::vector<size_t> LineStarts;
  /// Unique per construction (never 0): what memoFor() keys on. The text's
  /// address and size are no key: files are read into a reused buffer.
  uint64_t Id;

  SourceFile(std::string Path, FileKind Kind, llvm::StringRef Text);

  unsigned lineOf(size_t Offset) const;   ///< 1-based
  unsigned columnOf(size_t Offset) const; ///< 1-based, in bytes
  /// The line's text without "\n" or "\r\n".
  llvm::StringRef line(unsigned Line) const;
  size_t lineStart(unsigned Line) const { return LineStarts[Line - 1]; }
  unsigned lineCount() const { return LineStarts.size(); }
};

/// The line that opens \p Line's section: the nearest line at or above it
/// that starts in its first column and is no list item (`- `, `* `, `+ `,
/// `o `, `• `, `1. `), table row or underline (`====`), as release notes'
/// "Planned removals:" or a Markdown heading does. Empty when there is
/// none. Computed once per file.
llvm::StringRef headingOf(const SourceFile &F, unsigned Line);

/// \p Compute(F), computed once per file a thread asks about in a row:
/// the blocks ask for one file's facts once per finding.
template <typename T, T (*Compute)(const SourceFile &)>
const T &memoFor(const SourceFile &F) {
  thread_local uint64_t Id = 0;
  thread_local T Value;
  if (Id != F.Id) {
    Value = Compute(F);
    Id = F.Id;
  }
  return Value;
}

} // namespace sweeper
