#include "walk/GitWorkTree.h"
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <sys/stat.h>

namespace sweeper {
namespace fs = llvm::sys::fs;

namespace {

class WorkTreeWalk {
public:
  WorkTreeWalk(git_repository *Repo, const std::string &Dir,
               const std::string &Prefix, const IndexedPaths &Index)
      : Repo(Repo), Dir(Dir), Prefix(Prefix), Index(Index) {}

  WorkTreeFiles run() {
    std::vector<std::string> Stack{""};
    // Each directory is a path relative to the walked one, "" or ending in
    // '/'.
    while (!Stack.empty() && Out.Error.empty()) {
      std::string P = std::move(Stack.back());
      Stack.pop_back();
      list(P, Stack);
    }
    return std::move(Out);
  }

private:
  git_repository *Repo;
  const std::string &Dir, &Prefix;
  const IndexedPaths &Index;
  WorkTreeFiles Out;

  void list(const std::string &P, std::vector<std::string> &Stack);
  void entry(const std::string &P, const dirent &E,
             std::vector<std::string> &Stack);
  void directory(const std::string &Rel, std::vector<std::string> &Stack);
  void file(const std::string &Rel, unsigned char Type);
  bool ignored(const std::string &Rel);
  unsigned char typeOf(const std::string &Rel, unsigned char Type) const;
  bool holdsGit(const std::string &Rel) const;
};

void WorkTreeWalk::list(const std::string &P, std::vector<std::string> &Stack) {
  std::string Path = Dir + "/" + P;
  DIR *D = ::opendir(Path.c_str());
  if (!D) {
    // Gone since its parent was listed, or no directory any more.
    if (errno != ENOENT && errno != ENOTDIR)
      Out.Error = "cannot list " + Path + ": " + std::strerror(errno);
    return;
  }
  errno = 0;
  for (const dirent *E; Out.Error.empty() && (E = ::readdir(D));) {
    entry(P, *E, Stack);
    errno = 0;
  }
  if (errno != 0 && Out.Error.empty())
    Out.Error = "cannot list " + Path + ": " + std::strerror(errno);
  ::closedir(D);
}

void WorkTreeWalk::entry(const std::string &P, const dirent &E,
                         std::vector<std::string> &Stack) {
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
    Out.Error = Dir + "/" + Rel + " is no regular file";
    return;
  }
  if (Type == DT_DIR) {
    directory(Rel, Stack);
    return;
  }
  if (Index.Files.contains(Rel)) {
    Out.Met.insert(Rel);
    Out.Paths.push_back({Rel, Type == DT_REG ? fs::file_type::regular_file
                                             : fs::file_type::type_unknown});
    return;
  }
  // A gitlink that is a file now is listed with the submodules.
  if (!Index.Repositories.contains(Rel))
    file(Rel, Type);
}

/// A tracked directory is entered whatever the ignore rules say, as git
/// does; a submodule's is not; an untracked one unless ignored, or a
/// repository of its own.
void WorkTreeWalk::directory(const std::string &Rel,
                             std::vector<std::string> &Stack) {
  if (Index.Repositories.contains(Rel))
    return;
  if (Index.Dirs.contains(Rel)) {
    Stack.push_back(Rel + "/");
    return;
  }
  if (ignored(Rel + "/"))
    return;
  if (holdsGit(Rel))
    Out.Repositories.push_back(Rel);
  else
    Stack.push_back(Rel + "/");
}

/// An untracked file: git lists regular files and links only.
void WorkTreeWalk::file(const std::string &Rel, unsigned char Type) {
  if ((Type != DT_REG && Type != DT_LNK) || ignored(Rel))
    return;
  Out.Paths.push_back({Rel, Type == DT_REG ? fs::file_type::regular_file
                                           : fs::file_type::type_unknown});
}

/// libgit2's ignore rules for \p Rel (a directory ends in '/'): the
/// .gitignore files from the top level down, info/exclude and the user's
/// excludes file. Reading a .gitignore that is a FIFO blocks here: the
/// caller's time limit ends the listing.
bool WorkTreeWalk::ignored(const std::string &Rel) {
  int Ignored = 0;
  std::string Path = Prefix + Rel;
  if (git_ignore_path_is_ignored(&Ignored, Repo, Path.c_str()) != 0) {
    const git_error *E = git_error_last();
    Out.Error = E && E->message ? E->message : "libgit2 cannot read ignores";
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
                           const std::string &Prefix,
                           const IndexedPaths &Index) {
  return WorkTreeWalk(Repo, Dir, Prefix, Index).run();
}

} // namespace sweeper
