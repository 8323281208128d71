#pragma once
/// What stat says about a file, as git's index keeps it: the result cache
/// recognises a file's bytes by it, and the walk records it from the lstat
/// it makes anyway so a cached re-run needs no second stat per file.
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>

struct stat;

namespace sweeper {

/// Equal signatures mean equal bytes, provided the file had settled before
/// the signature was taken (the "racy git" rule: see settledBefore).
struct StatSig {
  uint64_t Size = 0, MtimeNs = 0, CtimeNs = 0, Inode = 0, Device = 0;
  bool operator==(const StatSig &) const = default;
  /// Whether the last change to the file (mtime and ctime) lies clearly
  /// before \p RunStartNs. A file changed during the run, or within the
  /// file system's timestamp granularity of its start, could change again
  /// without its signature changing: such a signature is never stored.
  bool settledBefore(int64_t RunStartNs) const;
};
/// The signature of what \p St describes.
StatSig statSigOf(const struct stat &St);
/// stat(2), following symlinks; nullopt if it fails.
std::optional<StatSig> statSig(llvm::StringRef Path);

} // namespace sweeper
