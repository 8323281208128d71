#pragma once
/// Lists the files of a sweep: `git ls-files` inside a work tree (so
/// .gitignore holds), a plain walk elsewhere; globs filter both.
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/GlobPattern.h"
#include <string>
#include <vector>

namespace sweeper {

struct WalkOptions {
  std::vector<llvm::GlobPattern> Includes, Excludes;
  bool UseGit = true;
  std::vector<std::string> SkipAbsPaths; ///< e.g. the rule packs themselves
};

struct WalkedFile {
  std::string AbsPath;
  std::string RelPath; ///< '/'-separated, relative to the root it came from
  std::string
      DisplayPath; ///< The root as the user wrote it, joined with RelPath
  /// What it is once symlinks are followed; status_error if it dangles.
  llvm::sys::fs::file_type Type = llvm::sys::fs::file_type::regular_file;
};

struct WalkResult {
  std::vector<WalkedFile> Files; ///< Sorted by RelPath, no duplicates.
  unsigned SymlinkLoops = 0;
  /// Paths not read, with the reason (symlinks out of the tree).
  std::vector<std::pair<std::string, std::string>> Skipped;
  /// Roots that do not exist, directories that cannot be listed, paths that
  /// cannot be examined: the sweep would be incomplete, so it fails.
  std::vector<std::string> Errors;
};

/// \p Roots may be directories or single files. Relative paths are relative
/// to each directory root (a file root is relative to its parent).
WalkResult walkRoots(const std::vector<std::string> &Roots,
                     const WalkOptions &Opts);

/// True if RelPath passes the include/exclude globs (a glob also matches any
/// path below a matching directory).
bool passesFilters(llvm::StringRef RelPath, const WalkOptions &Opts);

} // namespace sweeper
