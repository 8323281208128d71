#include "walk/Libgit2.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include <string>

namespace sweeper::git2 {

namespace {

/// Once per process. The ownership check guards git's own reads, which
/// may run programs the repository's config names; libgit2 runs none, and
/// the git commands this replaces saw the same repositories.
void initialise() {
  static const bool Done = [] {
    git_libgit2_init();
    git_libgit2_opts(GIT_OPT_SET_OWNER_VALIDATION, 0);
    return true;
  }();
  (void)Done;
}

} // namespace

llvm::Error lastError(llvm::StringRef What) {
  const git_error *E = git_error_last();
  return llvm::createStringError("%s: %s", What.str().c_str(),
                                 E && E->message ? E->message
                                                 : "unknown libgit2 error");
}

llvm::Expected<Repository> openRepository(llvm::StringRef Dir) {
  initialise();
  llvm::SmallString<256> Abs(Dir);
  llvm::sys::fs::make_absolute(Abs);
  git_repository *R = nullptr;
  if (git_repository_open_ext(&R, Abs.c_str(), 0, nullptr) != 0)
    return lastError("cannot open the git repository of " + Dir.str());
  return Repository(R);
}

llvm::Expected<Tree> commitTree(git_repository *Repo, llvm::StringRef Rev) {
  // Checked before libgit2 sees it, as `rev-parse --verify` was guarded.
  if (Rev.empty() || Rev.starts_with("-"))
    return llvm::createStringError("not a revision: '%s'", Rev.str().c_str());
  git_object *Found = nullptr;
  if (git_revparse_single(&Found, Repo, Rev.str().c_str()) != 0)
    return llvm::createStringError("not a revision: '%s'", Rev.str().c_str());
  Object Named(Found);
  git_object *Commit = nullptr;
  if (git_object_peel(&Commit, Named.get(), GIT_OBJECT_COMMIT) != 0)
    return llvm::createStringError("not a commit: '%s'", Rev.str().c_str());
  Object C(Commit);
  git_tree *T = nullptr;
  if (git_commit_tree(&T, reinterpret_cast<git_commit *>(C.get())) != 0)
    return lastError("cannot read the tree of " + Rev.str());
  return Tree(T);
}

} // namespace sweeper::git2
