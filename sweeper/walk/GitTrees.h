#pragma once
/// Derivation's reads of history, through libgit2: the revisions, the
/// files a removal deleted and the lines it took from the files it kept,
/// and the files of the kept tree. Paths are git's bytes, never quoted
/// text to parse back, and no git program runs, so no repository or user
/// config (a diff prefix, an external driver, a hook) changes what is read.
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace sweeper {

/// A path and its blob's bytes: nullopt when the object is missing or is
/// no blob (a submodule's commit) or above the caller's limit.
struct GitFile {
  std::string Path;
  std::optional<std::string> Text;
};

/// A kept file's text hunks (`git diff -U0`): each hunk's new side as
/// start and count (0: a pure deletion after line start), and the deleted
/// lines, each ending in '\n'.
struct GitEdit {
  std::vector<std::pair<unsigned, unsigned>> NewSides;
  std::string Deleted;
};

/// Where a removal is: the work tree's top level (`rev-parse
/// --show-toplevel`) and the full ids of the commits named.
struct GitRange {
  std::string Top, BaseId, HeadId; ///< HeadId empty: the work tree
};

/// What a removal did from BaseId to HeadId (the work tree with its index
/// when HeadId is empty), without rename or copy detection: the deleted
/// files with their text, sorted by path, and the modified files' hunks.
struct GitRemoval {
  std::vector<GitFile> Deleted;
  std::map<std::string, GitEdit> Modified;
  std::vector<std::string> Added; ///< files the range added
};

/// The repository around \p Dir and \p Base (and \p Head, if given) as
/// commits; text that git could read as an option is no revision.
llvm::Expected<GitRange> resolveGitRange(llvm::StringRef Dir,
                                         llvm::StringRef Base,
                                         llvm::StringRef Head);

llvm::Expected<GitRemoval> readRemoval(const GitRange &R);

/// The blobs of commit \p Id, symlinks included, submodules not, in tree
/// order; texts above \p MaxBytes are nullopt, unread.
llvm::Expected<std::vector<GitFile>>
commitFiles(llvm::StringRef Top, llvm::StringRef Id, uint64_t MaxBytes);

/// The paths `git ls-files --cached --others --exclude-standard` lists in
/// a work tree.
struct WorkTreeListing {
  /// Untracked, not ignored files (an untracked repository as its
  /// directory, ending in '/'), sorted.
  std::vector<std::string> Untracked;
  std::vector<std::string> Indexed; ///< one per stage of a conflict
};

llvm::Expected<WorkTreeListing> workTreeListing(llvm::StringRef Top);

} // namespace sweeper
