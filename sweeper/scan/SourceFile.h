#pragma once
/// A file's text with its line table: offsets <-> 1-based line and column.
#include "core/FileKind.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace sweeper {

struct SourceFile {
  std::string Path; ///< Relative to the scan root, '/'-separated.
  FileKind Kind = FileKind::Text;
  llvm::StringRef Text;
  std::vector<size_t> LineStarts;

  SourceFile(std::string Path, FileKind Kind, llvm::StringRef Text);

  unsigned lineOf(size_t Offset) const;   ///< 1-based
  unsigned columnOf(size_t Offset) const; ///< 1-based, in bytes
  /// The line's text without "\n" or "\r\n".
  llvm::StringRef line(unsigned Line) const;
  size_t lineStart(unsigned Line) const { return LineStarts[Line - 1]; }
  unsigned lineCount() const { return LineStarts.size(); }
};

} // namespace sweeper
