#include "walk/GitWorkTree.h"
#include "walk/Directories.h"
#include <algorithm>
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
    WorkTreeFiles All;
    if (!ancestorsReadable(All))
      return All;
    std::vector<WorkTreeFiles> Shares(std::max(1u, Threads));
    listDirectories(
        Shares.size(), {""},
        [&](unsigned T, const std::string &P, std::vector<std::string> &Found) {
          list(P, Found, Shares[T]);
        });
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

  void list(const std::string &P, std::vector<std::string> &Stack,
            WorkTreeFiles &Out);
  bool ancestorsReadable(WorkTreeFiles &Out);
  bool readableIgnores(
      const std::string &P,
      const std::vector<std::pair<std::string, unsigned char>> &Entries,
      WorkTreeFiles &Out);
  void entry(const std::string &P, llvm::StringRef Name, unsigned char Listed,
             std::vector<std::string> &Stack, WorkTreeFiles &Out);
  void directory(const std::string &Rel, std::vector<std::string> &Stack,
                 WorkTreeFiles &Out);
  void file(const std::string &Rel, unsigned char Type, WorkTreeFiles &Out);
  bool ignored(const std::string &Rel, WorkTreeFiles &Out);
  void fail(WorkTreeFiles &Out, std::string Why);
  unsigned char typeOf(const std::string &Rel, unsigned char Type) const;
  bool holdsGit(const std::string &Rel) const;
};

/// The walk lists on past an error, the same directories whichever thread
/// meets it first, and says the first in byte order: the message does not
/// depend on -j.
void WorkTreeWalk::fail(WorkTreeFiles &Out, std::string Why) {
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
  std::vector<std::pair<std::string, unsigned char>> Entries;
  errno = 0;
  for (const dirent *E; (E = ::readdir(D)); errno = 0)
    Entries.push_back({E->d_name, E->d_type});
  if (errno != 0)
    fail(Out, "cannot list " + Path + ": " + std::strerror(errno));
  ::closedir(D);
  if (!readableIgnores(P, Entries, Out))
    return;
  for (auto &[Name, Type] : Entries)
    entry(P, Name, Type, Stack, Out);
}

/// Why libgit2 must not read a .gitignore of type \p Type, or "": it reads
/// a directory's for any entry there the index does not name, and one that
/// is a FIFO or a device would keep it waiting (or reading) for good, one
/// that is a link may read outside the tree (git itself follows none).
const char *ignoreFileRefusal(unsigned char Type) {
  if (Type == DT_REG || Type == DT_DIR)
    return "";
  return Type == DT_LNK ? " is a symbolic link, which git does not follow"
                        : " is no regular file";
}

/// Whether the .gitignore files above the walked directory, from the work
/// tree's top down, may be read: libgit2 reads them for every path below.
bool WorkTreeWalk::ancestorsReadable(WorkTreeFiles &Out) {
  std::string Top = Dir.substr(0, Dir.size() - Prefix.size()) + "/";
  for (size_t End = 0; End < Prefix.size(); End = Prefix.find('/', End) + 1) {
    std::string File = Top + Prefix.substr(0, End) + ".gitignore";
    struct stat St;
    if (::lstat(File.c_str(), &St) != 0)
      continue;
    unsigned char Type = S_ISREG(St.st_mode)   ? DT_REG
                         : S_ISDIR(St.st_mode) ? DT_DIR
                         : S_ISLNK(St.st_mode) ? DT_LNK
                                               : DT_FIFO;
    if (*ignoreFileRefusal(Type)) {
      fail(Out, File + ignoreFileRefusal(Type));
      return false;
    }
  }
  return true;
}

/// Whether git's ignore rules may be read in directory \p P, checked
/// before any of its entries, so no thread's timing decides whether
/// libgit2 opens its .gitignore.
bool WorkTreeWalk::readableIgnores(
    const std::string &P,
    const std::vector<std::pair<std::string, unsigned char>> &Entries,
    WorkTreeFiles &Out) {
  for (const auto &[Name, Listed] : Entries) {
    if (Name != ".gitignore")
      continue;
    const char *Why = ignoreFileRefusal(typeOf(P + Name, Listed));
    if (*Why)
      fail(Out, Dir + "/" + P + Name + Why);
    return !*Why;
  }
  return true;
}

void WorkTreeWalk::entry(const std::string &P, llvm::StringRef Name,
                         unsigned char Listed, std::vector<std::string> &Stack,
                         WorkTreeFiles &Out) {
  // Git never lists a `.git`, in any directory.
  if (Name == "." || Name == ".." || Name == ".git")
    return;
  std::string Rel = P + Name.str();
  unsigned char Type = typeOf(Rel, Listed);
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
