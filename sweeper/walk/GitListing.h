#pragma once
/// A work tree's files as `git ls-files --cached --others
/// --exclude-standard` lists them, read with libgit2: the index's entries,
/// and the untracked files git's ignore rules let through, found by one
/// readdir pass (walk/GitWorkTree.h). The sweep has its whole list before
/// it reads a file.
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace sweeper {

struct GitListing {
  /// Paths relative to the listed root: regular_file when its directory's
  /// listing said so just now, type_unknown for what the walk must lstat
  /// itself (links, submodules, nested repositories, what changed type,
  /// index entries the work tree no longer has where the index says).
  std::vector<std::pair<std::string, llvm::sys::fs::file_type>> Paths;
  /// Submodules and nested repositories: their directories are not the
  /// tree's.
  std::vector<std::string> Repositories;
  /// The listed root is itself a submodule's directory: another
  /// repository's files, not the tree's.
  bool RootIsSubmodule = false;
  /// Why the work tree could not be listed: the sweep would be incomplete.
  std::string Error;
};

/// The listing of \p Root (whose real path is \p RealRoot), or nullopt
/// when it lies in no work tree (or outside the one git uses). A
/// .gitignore that is a FIFO or device, which would keep git waiting for
/// good, fails the listing; libgit2's reads of the ignore files run under
/// SWEEPER_GIT_SECONDS (600 by default) all the same, as a link may lead
/// to one. Directories are listed on \p Threads threads.
std::optional<GitListing>
listGitTree(llvm::StringRef Root, llvm::StringRef RealRoot, unsigned Threads);

/// Why the index file at \p Path must not be handed to libgit2, or "": it
/// is no regular file (a FIFO would block the read), or it is a version 4
/// index naming a path longer than any file can have, or names spelling
/// out more than 32 times the file's size. Version 4 stores each name
/// against the one before, so a small index can spell out gigabytes of
/// names; their lengths are added up here without spelling any out. Other
/// versions spell each name out in full.
std::string indexRefusal(const std::string &Path);

} // namespace sweeper
