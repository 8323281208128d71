#pragma once
/// libgit2 handles owned by unique_ptr, and the repository opened for a
/// read that runs nothing: libgit2 runs no hook, fsmonitor, external diff
/// driver, textconv or filter program, so the tree's repository is read
/// in-process instead of through a git subprocess and its text output.
#include "llvm/Support/Error.h"
#include <git2.h>
#include <memory>

namespace sweeper::git2 {

template <typename T, void (*Free)(T *)> struct Deleter {
  void operator()(T *P) const { Free(P); }
};
using Repository =
    std::unique_ptr<git_repository,
                    Deleter<git_repository, git_repository_free>>;
using Object =
    std::unique_ptr<git_object, Deleter<git_object, git_object_free>>;
using Tree = std::unique_ptr<git_tree, Deleter<git_tree, git_tree_free>>;
using Diff = std::unique_ptr<git_diff, Deleter<git_diff, git_diff_free>>;
using Index = std::unique_ptr<git_index, Deleter<git_index, git_index_free>>;
using Blob = std::unique_ptr<git_blob, Deleter<git_blob, git_blob_free>>;

/// libgit2's last error for \p What, as an llvm::Error.
llvm::Error lastError(llvm::StringRef What);

/// The repository whose work tree holds \p Dir (searched upwards).
llvm::Expected<Repository> openRepository(llvm::StringRef Dir);

/// \p Rev's tree, \p Rev verified to name a commit; text that git could
/// read as an option is refused.
llvm::Expected<Tree> commitTree(git_repository *Repo, llvm::StringRef Rev);

} // namespace sweeper::git2
