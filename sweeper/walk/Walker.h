#pragma once
/// Lists the files of a sweep: what `git ls-files --cached --others
/// --exclude-standard` lists inside a work tree, read with libgit2 (so
/// .gitignore holds), a plain walk on every core elsewhere; globs filter
/// both.
#include "core/StatSig.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/GlobPattern.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sweeper {

struct WalkOptions {
  std::vector<llvm::GlobPattern> Includes, Excludes;
  bool UseGit = true;
  std::vector<std::string> SkipAbsPaths; ///< e.g. the rule packs themselves
  /// The report scope: absolute paths (files or directories) whose files
  /// are scanned. The roots are the context: every file below them is
  /// listed, so whole-tree checks (CODEOWNERS, orphan files) see the tree
  /// even when a hook passes three files. Empty: everything is in scope.
  std::vector<std::string> Scope;
  /// Paths are shown relative to this absolute directory (the repository's
  /// top level, or --root) when they lie below it; empty, or a path
  /// outside it: the root as the user wrote it, joined with RelPath.
  std::string DisplayBase;
  /// An absolute path whose text comes from standard input (`-` with
  /// --stdin-filename): listed as a regular file even before it is saved.
  std::string VirtualFile;
  unsigned Jobs = 0; ///< threads for the walk; 0: one per core
};

/// A file the walk found. Its three paths share one string: the absolute
/// path, whose tail is the relative one, then the display path unless it
/// is the relative one (a root given as "."). Three strings of their own
/// came to 360 bytes a file with the struct, 33 MB at 93,000 files, all of
/// it fresh memory written on the sweep's first, serial step.
class WalkedFile {
public:
  WalkedFile(
      llvm::StringRef AbsPath, llvm::StringRef RelPath,
      llvm::StringRef DisplayPath,
      llvm::sys::fs::file_type Type = llvm::sys::fs::file_type::regular_file,
      bool InScope = true, std::optional<StatSig> Sig = std::nullopt);

  llvm::StringRef absPath() const { return part(0, AbsSize); }
  /// '/'-separated, relative to the root it came from.
  llvm::StringRef relPath() const { return part(RelStart, RelSize); }
  /// The root as the user wrote it, joined with relPath().
  llvm::StringRef displayPath() const {
    return part(DisplayStart, DisplaySize);
  }

  /// What it is once symlinks are followed; status_error if it dangles.
  llvm::sys::fs::file_type Type = llvm::sys::fs::file_type::regular_file;
  bool InScope = true; ///< scanned and reported, not only context
  /// The walk's lstat of a file that is no link: the result cache compares
  /// it instead of a stat of its own.
  std::optional<StatSig> Sig = std::nullopt;

private:
  std::string Paths;
  uint32_t AbsSize = 0, RelStart = 0, RelSize = 0, DisplayStart = 0,
           DisplaySize = 0;
  llvm::StringRef part(uint32_t Start, uint32_t Size) const {
    return llvm::StringRef(Paths.data() + Start, Size);
  }
};

struct WalkResult {
  std::vector<WalkedFile> Files; ///< Sorted by display path, no duplicates.
  unsigned SymlinkLoops = 0;
  /// Paths not read, with the reason (symlinks out of the tree).
  std::vector<std::pair<std::string, std::string>> Skipped;
  /// Roots that do not exist, directories that cannot be listed, paths that
  /// cannot be examined: the sweep would be incomplete, so it fails.
  std::vector<std::string> Errors;
};

/// \p Roots may be directories or single files. Relative paths are relative
/// to each directory root (a file root is relative to its parent). A file
/// named in Opts.Scope is listed even when git ignores it or a glob
/// excludes it: explicit files are always scanned.
WalkResult walkRoots(const std::vector<std::string> &Roots,
                     const WalkOptions &Opts);

/// Whether a component of \p Path below \p Root (\p Path itself included)
/// is a symlink: a path that may lead out of the tree. A missing component
/// ends the search with false.
bool linkOnTheWay(llvm::StringRef Path, llvm::StringRef Root);

/// True if RelPath passes the include/exclude globs (a glob also matches any
/// path below a matching directory).
bool passesFilters(llvm::StringRef RelPath, const WalkOptions &Opts);

} // namespace sweeper
