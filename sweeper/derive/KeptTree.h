#pragma once
/// The tree a removal left: the files of the head commit, or of the work
/// tree, read once and shared by the derivation's steps.
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace sweeper {

struct KeptTree {
  std::vector<std::string> Paths; ///< repo-relative
  /// Same order as Paths; nullopt for what is not a regular file or is too
  /// large to be source (a symlink may point out of the repository).
  std::vector<std::optional<std::string>> Texts;
  llvm::StringSet<> Dirs; ///< every directory that still holds a file
  /// Work tree files git does not know: the change's own, as if added.
  std::vector<std::string> Untracked;
};

/// The files of \p HeadId in \p Root, or with an empty \p HeadId those git
/// lists in the work tree that still exist.
llvm::Expected<KeptTree> loadKeptTree(const std::string &Root,
                                      llvm::StringRef HeadId);

} // namespace sweeper
