#pragma once
/// The work tree's side of `git ls-files --cached --others
/// --exclude-standard`, read as git's own directory walk reads it: one
/// readdir a directory, each entry typed by its listing, and only what the
/// index does not name put to git's ignore rules (libgit2's). A checkout
/// costs no lstat a file and no comparison with the index, which a status
/// pass makes for every tracked file (and a hash of each whose stat data
/// went stale, as a copied tree's all did).
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include <git2.h>
#include <string>
#include <utility>
#include <vector>

namespace sweeper {

/// What the index names below the walked directory, relative to it.
struct IndexedPaths {
  llvm::StringSet<> Files;        ///< every stage's path, gitlinks apart
  llvm::StringSet<> Dirs;         ///< every directory holding one of them
  llvm::StringSet<> Repositories; ///< gitlinks: submodules
};

struct WorkTreeFiles {
  /// Paths relative to the walked directory: regular_file when its
  /// directory's listing said so, type_unknown for the walk to lstat
  /// (links, what changed type).
  std::vector<std::pair<std::string, llvm::sys::fs::file_type>> Paths;
  /// Untracked directories holding a `.git`: repositories of their own,
  /// listed (as git lists them) but not entered.
  std::vector<std::string> Repositories;
  /// How many of the index's files were met on the way; the others are
  /// typed by the walk.
  size_t Met = 0;
  /// Why the walk stopped: the listing would be incomplete.
  std::string Error;
};

/// Walks \p Dir, the work tree's directory \p Prefix ("" or ending in
/// '/'), of \p Repo. Like git, it enters a directory the index has files
/// in, and one it has none in unless git ignores it or it holds a `.git`;
/// lists a file the index names, and an untracked regular file or link
/// git does not ignore (not a FIFO, socket or device); skips `.git`.
/// Directories are listed on \p Threads threads.
WorkTreeFiles walkWorkTree(git_repository *Repo, const std::string &Dir,
                           const std::string &Prefix, const IndexedPaths &Index,
                           unsigned Threads);

} // namespace sweeper
