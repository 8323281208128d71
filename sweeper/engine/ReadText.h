#pragma once
/// Reading a walked file's text safely: regular files only, opened the way
/// the walk typed them, sized by fstat, refused when huge or binary.
#include "core/FileKind.h"
#include "core/StatSig.h"
#include "walk/Walker.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace sweeper {

/// Why a file was not scanned: the kind is counted in the summary, the
/// text is shown with the file's path.
struct FileSkip {
  enum Reason { Binary, Huge, Unreadable } Kind;
  std::string Why; ///< "binary", "huge: 20971520 bytes (limit ...)", ...
};

/// A file's text, or why it was not read. The views point into buffers of
/// the calling thread, valid until its next readText.
struct TextRead {
  std::optional<FileSkip> Skip;
  llvm::StringRef Bytes; ///< as read from the file
  llvm::StringRef Text;  ///< Bytes, or their UTF-8 when they were UTF-16
  /// The fstat signature of what was read, taken before the read; set
  /// when the file was read (and for a binary one, whose skip is its
  /// result).
  std::optional<StatSig> Sig;
};

/// Reads \p File, whose path gives it \p Kind. A file that may be binary
/// (a kind no name gives) is judged by its head before the rest is read:
/// an image or archive costs one small read, not its whole size.
TextRead readText(const WalkedFile &File, FileKind Kind, uint64_t MaxBytes);

} // namespace sweeper
