#pragma once
/// The work tree's top level, found without running git in the common
/// case. `git rev-parse --show-toplevel` costs a process start (5-10 ms on
/// the machines the project is measured on), on the sweep's critical path:
/// nothing is read before the index, and the index is found through it.
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace sweeper {

/// The top level that `git -C Dir rev-parse --show-toplevel` prints (its
/// real path), when the answer is plain: the nearest `.git` above \p Dir
/// is a directory git would take for a repository, owned by this user,
/// reached without leaving Dir's file system or passing another
/// repository's directory, and its config sets no work tree elsewhere, no
/// bare repository, no include and no extension. nullopt for anything
/// else, and outside a repository: git is asked then.
std::optional<std::string> plainRepositoryTop(llvm::StringRef Dir);

} // namespace sweeper
