#pragma once
/// The Clang pass reads only the sweep's roots, the directories the user
/// named on the command line and the system's own headers: a source in the
/// hostile tree can `#include "/etc/passwd"` or symlink to it, and Clang's
/// diagnostics would quote what it read.
#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace llvm::vfs {
class FileSystem;
}

namespace sweeper {

/// Real, absolute directory prefixes a read may resolve into.
class ReadConfinement {
public:
  /// \p Dirs are made real; those that do not exist are dropped. The
  /// system's header directories and Clang's resource directory are added.
  explicit ReadConfinement(const std::vector<std::string> &Dirs,
                           llvm::StringRef ResourceDir);
  /// True if \p RealPath (absolute, symlinks resolved) lies in a prefix.
  bool allows(llvm::StringRef RealPath) const;
  /// True if \p RealPath is a directory above an allowed prefix.
  bool isAncestor(llvm::StringRef RealPath) const;
  /// Whether a parse may see \p AbsPath at all: both its spelling (dots
  /// removed) and, if it exists, its real path lie in a prefix or above
  /// one. The spelling too, or `/proc/PID/root/usr/include/x.h` (real
  /// path allowed) would tell whether a process runs, and an outside link
  /// into the tree whether the link exists.
  bool visible(llvm::StringRef AbsPath) const;
  /// visible()'s first half: the spelling alone.
  bool spelledVisible(llvm::StringRef AbsPath) const;

private:
  std::vector<std::string> Prefixes;
};

/// What a parse asked the file system about, absolute: every path it
/// looked up or opened, and whether it was there (so a header appearing
/// earlier on the search path counts), and every directory it listed (the
/// driver's GCC detection). The TU cache re-checks each before reusing a
/// result.
struct ReadLog {
  std::vector<std::pair<std::string, bool>> Paths;
  std::vector<std::string> Listed;
};

/// The physical file system, reporting a path whose real path \p C does not
/// allow as missing (ENOENT) to an open, a stat and a listing; records into
/// \p Log when given.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
createConfinedFileSystem(const ReadConfinement &C, ReadLog *Log = nullptr);

} // namespace sweeper
