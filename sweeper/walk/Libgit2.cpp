#include "walk/Libgit2.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include <string>

namespace sweeper::git2 {

namespace {

/// The variable \p Name, "" when unset.
std::string env(const char *Name) {
  return llvm::sys::Process::GetEnv(Name).value_or("");
}

/// Where the user's configuration and global ignore file are, found as
/// git finds them: an empty XDG_CONFIG_HOME counts as unset (libgit2
/// would look in ./git instead), and the system's configuration is not
/// read, as git ran with GIT_CONFIG_NOSYSTEM.
void setSearchPaths() {
  std::string Home = env("HOME"), Xdg = env("XDG_CONFIG_HOME");
  std::string XdgGit = !Xdg.empty()    ? Xdg + "/git"
                       : !Home.empty() ? Home + "/.config/git"
                                       : "";
  git_libgit2_opts(GIT_OPT_SET_SEARCH_PATH, GIT_CONFIG_LEVEL_SYSTEM, "");
  git_libgit2_opts(GIT_OPT_SET_SEARCH_PATH, GIT_CONFIG_LEVEL_PROGRAMDATA, "");
  git_libgit2_opts(GIT_OPT_SET_SEARCH_PATH, GIT_CONFIG_LEVEL_XDG,
                   XdgGit.c_str());
  git_libgit2_opts(GIT_OPT_SET_SEARCH_PATH, GIT_CONFIG_LEVEL_GLOBAL,
                   Home.c_str());
}

/// Once per process. The ownership check guards git's own reads, which
/// may run programs the repository's config names; libgit2 runs none, and
/// the git commands this replaces saw the same repositories.
void initialise() {
  static const bool Done = [] {
    git_libgit2_init();
    git_libgit2_opts(GIT_OPT_SET_OWNER_VALIDATION, 0);
    setSearchPaths();
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
  // A repository whose HEAD git cannot read (a leading space) is no
  // repository to git, which goes on to the one above: so does this.
  for (std::string From(Abs);;) {
    git_repository *R = nullptr;
    if (git_repository_open_ext(&R, From.c_str(), 0, nullptr) != 0)
      return lastError("cannot open the git repository of " + Dir.str());
    Repository Repo(R);
    git_reference *Head = nullptr;
    int Rc = git_reference_lookup(&Head, R, "HEAD");
    git_reference_free(Head);
    const char *Work = git_repository_workdir(R);
    if (Rc == 0 || Rc == GIT_ENOTFOUND || !Work)
      return Repo;
    llvm::StringRef Up =
        llvm::sys::path::parent_path(llvm::StringRef(Work).rtrim('/'));
    if (Up.empty() || Up == From)
      return lastError("cannot open the git repository of " + Dir.str());
    From = Up.str();
  }
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
