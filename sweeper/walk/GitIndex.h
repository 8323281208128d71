#pragma once
/// Git's index read in-process: what `git ls-files -s` would list, without
/// starting git. Starting it and waiting for its listing was a third of the
/// sweep's wall time on a 9,000-file tree; the reader takes under a
/// millisecond. Anything it does not read whole goes back to git.
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sweeper {

/// One index entry: the path from the top level, its mode, its stage. The
/// path is a view into the GitIndex that holds the entry.
struct IndexEntry {
  llvm::StringRef Path;
  uint32_t Mode = 0;
  unsigned Stage = 0;
};

/// An index's entries, in the index's order (the order `git ls-files -s`
/// prints). Their paths point into the index's own bytes (versions 2 and
/// 3 store each name whole) or into one block of names (version 4's are
/// stored against the name before): a string per entry was 93,000
/// allocations at 10x on the walk's serial step. Moves keep the views;
/// copies would not, so there are none.
class GitIndex {
public:
  GitIndex() = default;
  GitIndex(GitIndex &&) = default;
  GitIndex &operator=(GitIndex &&) = default;
  GitIndex(const GitIndex &) = delete;
  GitIndex &operator=(const GitIndex &) = delete;

  std::vector<IndexEntry>::const_iterator begin() const {
    return Entries.begin();
  }
  std::vector<IndexEntry>::const_iterator end() const { return Entries.end(); }
  size_t size() const { return Entries.size(); }
  const IndexEntry &operator[](size_t I) const { return Entries[I]; }

private:
  friend class IndexReader;
  llvm::SmallVector<char, 0> Bytes; ///< the index file
  std::vector<char> Names;          ///< version 4's names, spelled out
  std::vector<IndexEntry> Entries;
};

/// The entries of an index file's bytes. nullopt for what this reader does
/// not take: a version other than 2 to 4, a split or sparse index, SHA-256
/// object ids, or bytes that break the format anywhere.
std::optional<GitIndex> parseGitIndex(llvm::StringRef Bytes);

/// The index of the work tree whose top level is \p Top, when \p Top/.git
/// is a directory (not a worktree's or submodule's `.git` file) holding a
/// readable index that parseGitIndex takes. An index naming a path longer
/// than any file can have is refused with \p Refusal set: spelled out, a
/// version 4 index's names grow with the square of its entries, and git
/// reading it instead would take as long.
std::optional<GitIndex> readGitIndex(llvm::StringRef Top,
                                     std::string *Refusal = nullptr);

} // namespace sweeper
