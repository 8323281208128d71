#include "walk/GitWorkTree.h"
#include "walk/Directories.h"
#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <iterator>
#include <mutex>
#include <sys/stat.h>

namespace sweeper {
namespace fs = llvm::sys::fs;

namespace {

class WorkTreeWalk {
public:
  WorkTreeWalk(git_repository *Repo, const std::string &Dir,
               const std::string &Prefix, const IndexedPaths &Index)
      : Repo(Repo), Dir(Dir), Prefix(Prefix), Index(Index) {}

  /// Each directory is a path relative to the walked one, "" or ending in
  /// '/'. Each thread keeps its share; they are merged at the end.
  WorkTreeFiles run(unsigned Threads) {
    std::vector<WorkTreeFiles> Shares(std::max(1u, Threads));
    listDirectories(
        Shares.size(), {""},
        [&](unsigned T, const std::string &P, std::vector<std::string> &Found) {
          list(P, Found, Shares[T]);
        });
    WorkTreeFiles All;
    for (WorkTreeFiles &S : Shares) {
      std::move(S.Paths.begin(), S.Paths.end(), std::back_inserter(All.Paths));
      llvm::append_range(All.Repositories, S.Repositories);
      All.Met += S.Met;
      if (!S.Error.empty())
        fail(All, S.Error);
    }
    return All;
  }

private:
  git_repository *Repo;
  const std::string &Dir, &Prefix;
  const IndexedPaths &Index;
  std::mutex IgnoreLock; ///< libgit2's repository is one thread's at a time
  /// Set at the first error: the listing fails, and libgit2 reads no more
  /// ignore files (the error may be a FIFO among them).
  std::atomic<bool> Failed = false;

  void list(const std::string &P, std::vector<std::string> &Stack,
            WorkTreeFiles &Out);
  void entry(const std::string &P, const dirent &E,
             std::vector<std::string> &Stack, WorkTreeFiles &Out);
  void directory(const std::string &Rel, std::vector<std::string> &Stack,
                 WorkTreeFiles &Out);
  void file(const std::string &Rel, unsigned char Type, WorkTreeFiles &Out);
  bool ignored(const std::string &Rel, WorkTreeFiles &Out);
  void fail(WorkTreeFiles &Out, std::string Why);
  unsigned char typeOf(const std::string &Rel, unsigned char Type) const;
  bool holdsGit(const std::string &Rel) const;
};

/// The walk lists on past an error, so that which one is said depends
/// little on which thread met it first: the first in byte order.
void WorkTreeWalk::fail(WorkTreeFiles &Out, std::string Why) {
  Failed = true;
  if (Out.Error.empty() || Why < Out.Error)
    Out.Error = std::move(Why);
}

void WorkTreeWalk::list(const std::string &P, std::vector<std::string> &Stack,
                        WorkTreeFiles &Out) {
  std::string Path = Dir + "/" + P;
  DIR *D = ::opendir(Path.c_str());
  if (!D) {
    // Gone since its parent was listed, or no directory any more.
    if (errno != ENOENT && errno != ENOTDIR)
      fail(Out, "cannot list " + Path + ": " + std::strerror(errno));
    return;
  }
  errno = 0;
  for (const dirent *E; (E = ::readdir(D));) {
    entry(P, *E, Stack, Out);
    errno = 0;
  }
  if (errno != 0)
    fail(Out, "cannot list " + Path + ": " + std::strerror(errno));
  ::closedir(D);
}

void WorkTreeWalk::entry(const std::string &P, const dirent &E,
                         std::vector<std::string> &Stack, WorkTreeFiles &Out) {
  llvm::StringRef Name(E.d_name);
  // Git never lists a `.git`, in any directory.
  if (Name == "." || Name == ".." || Name == ".git")
    return;
  std::string Rel = P + Name.str();
  unsigned char Type = typeOf(Rel, E.d_type);
  // Git reads a directory's .gitignore as it enters it, and one that is a
  // FIFO or device would keep it waiting (or reading) for good.
  if (Name == ".gitignore" && Type != DT_REG && Type != DT_LNK &&
      Type != DT_DIR && Type != DT_UNKNOWN) {
    fail(Out, Dir + "/" + Rel + " is no regular file");
    return;
  }
  if (Type == DT_DIR) {
    directory(Rel, Stack, Out);
    return;
  }
  if (Index.Files.contains(Rel)) {
    ++Out.Met;
    Out.Paths.push_back({Rel, Type == DT_REG ? fs::file_type::regular_file
                                             : fs::file_type::type_unknown});
    return;
  }
  // A gitlink that is a file now is listed with the submodules.
  if (!Index.Repositories.contains(Rel))
    file(Rel, Type, Out);
}

/// A tracked directory is entered whatever the ignore rules say, as git
/// does; a submodule's is not; an untracked one unless ignored, or a
/// repository of its own.
void WorkTreeWalk::directory(const std::string &Rel,
                             std::vector<std::string> &Stack,
                             WorkTreeFiles &Out) {
  if (Index.Repositories.contains(Rel))
    return;
  if (Index.Dirs.contains(Rel)) {
    Stack.push_back(Rel + "/");
    return;
  }
  if (ignored(Rel + "/", Out))
    return;
  if (holdsGit(Rel))
    Out.Repositories.push_back(Rel);
  else
    Stack.push_back(Rel + "/");
}

/// An untracked file: git lists regular files and links only.
void WorkTreeWalk::file(const std::string &Rel, unsigned char Type,
                        WorkTreeFiles &Out) {
  if ((Type != DT_REG && Type != DT_LNK) || ignored(Rel, Out))
    return;
  Out.Paths.push_back({Rel, Type == DT_REG ? fs::file_type::regular_file
                                           : fs::file_type::type_unknown});
}

/// libgit2's ignore rules for \p Rel (a directory ends in '/'): the
/// .gitignore files from the top level down, info/exclude and the user's
/// excludes file. Reading a .gitignore that is a FIFO blocks here: the
/// caller's time limit ends the listing.
bool WorkTreeWalk::ignored(const std::string &Rel, WorkTreeFiles &Out) {
  int Ignored = 0;
  std::string Path = Prefix + Rel;
  std::lock_guard<std::mutex> G(IgnoreLock);
  if (Failed)
    return true;
  if (git_ignore_path_is_ignored(&Ignored, Repo, Path.c_str()) != 0) {
    const git_error *E = git_error_last();
    fail(Out, E && E->message ? E->message : "libgit2 cannot read ignores");
    return true;
  }
  return Ignored != 0;
}

/// The entry's type, from its directory's listing or, where the file
/// system leaves it out, an lstat.
unsigned char WorkTreeWalk::typeOf(const std::string &Rel,
                                   unsigned char Type) const {
  if (Type != DT_UNKNOWN)
    return Type;
  struct stat St;
  if (::lstat((Dir + "/" + Rel).c_str(), &St) != 0)
    return DT_UNKNOWN;
  // DT_FIFO stands for every other kind: none is listed.
  return S_ISDIR(St.st_mode)   ? DT_DIR
         : S_ISREG(St.st_mode) ? DT_REG
         : S_ISLNK(St.st_mode) ? DT_LNK
                               : DT_FIFO;
}

/// Whether an untracked directory is a repository of its own: git lists
/// it and does not enter it.
bool WorkTreeWalk::holdsGit(const std::string &Rel) const {
  struct stat St;
  return ::lstat((Dir + "/" + Rel + "/.git").c_str(), &St) == 0;
}

} // namespace

WorkTreeFiles walkWorkTree(git_repository *Repo, const std::string &Dir,
                           const std::string &Prefix, const IndexedPaths &Index,
                           unsigned Threads) {
  return WorkTreeWalk(Repo, Dir, Prefix, Index).run(Threads);
}

} // namespace sweeper
