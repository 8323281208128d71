#pragma once
/// Which trees a sweep reads and which files it reports: the PATHs on the
/// command line are the report scope; the roots around them are the
/// context that whole-tree checks and the rule pack's paths refer to.
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace sweeper {

struct SweepRoots {
  std::vector<std::string> Roots; ///< walked for context, as written
  std::vector<std::string> Scope; ///< absolute; files below are reported
  std::string DisplayBase;        ///< absolute; paths are shown relative to it
};

/// The `.sweeper.yaml` that governs \p Dir: in it or the nearest directory
/// above, stopping at the repository's top level (the directory holding
/// `.git`), as clang-tidy finds `.clang-tidy`. "" if there is none.
std::string nearestTreePack(llvm::StringRef Dir);

/// Whether \p Pack, once links are followed, stays in its own directory:
/// the tree's pack is tree content, and a link out would print another
/// file's keys in errors and reports.
bool packInsideItsDirectory(llvm::StringRef Pack);

/// The repository's top level holding \p Dir, or "" outside a work tree.
std::string repositoryTop(llvm::StringRef Dir);

/// Plans the sweep of \p Paths. With \p Forced (--root, the derivation's
/// repository, the directory of the .sweeper.yaml found), every path must
/// lie inside it and it is the one root. Without, a directory is its own
/// root and a file's root is its repository's top level (or its own
/// directory outside git), so a hook that passes three files still has
/// the whole tree as context. Paths are shown relative to \p Display, else
/// to the first root's repository top level.
/// \p Virtual (--stdin-filename) need not exist yet.
llvm::Expected<SweepRoots> planRoots(const std::vector<std::string> &Paths,
                                     llvm::StringRef Forced,
                                     llvm::StringRef Display,
                                     llvm::StringRef Virtual = "");

} // namespace sweeper
