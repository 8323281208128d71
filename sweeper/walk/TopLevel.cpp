#include "walk/TopLevel.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sweeper {
namespace {

std::optional<struct stat> lstatOf(const std::string &P) {
  struct stat St;
  if (::lstat(P.c_str(), &St) != 0)
    return std::nullopt;
  return St;
}

bool isDirectory(const std::string &P) {
  std::optional<struct stat> St = lstatOf(P);
  return St && S_ISDIR(St->st_mode);
}

/// A small regular file's bytes (HEAD, config), read without following a
/// link or waiting on a FIFO; nullopt for anything else.
std::optional<std::string> smallFile(const std::string &P) {
  int Fd = ::open(P.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (Fd < 0)
    return std::nullopt;
  auto Close = llvm::make_scope_exit([&] { ::close(Fd); });
  struct stat St;
  if (::fstat(Fd, &St) != 0 || !S_ISREG(St.st_mode) || St.st_size > 65536)
    return std::nullopt;
  std::string Text(St.st_size, '\0');
  if (::read(Fd, Text.data(), Text.size()) != St.st_size)
    return std::nullopt;
  return Text;
}

/// What git's is_git_directory() asks of a `.git` directory: a HEAD that
/// names a branch or an object, objects/ and refs/.
bool validGitDir(const std::string &Git) {
  std::optional<std::string> Head = smallFile(Git + "/HEAD");
  if (!Head || !isDirectory(Git + "/objects") || !isDirectory(Git + "/refs"))
    return false;
  llvm::StringRef H = llvm::StringRef(*Head).trim();
  return H.starts_with("ref: refs/") ||
         (H.size() == 40 && llvm::all_of(H, llvm::isHexDigit));
}

/// Whether the repository's own config leaves the work tree where the
/// `.git` directory is: git reads core.worktree, core.bare and the
/// extensions from it before it trusts the work tree. Anything it might
/// read otherwise (an include, a continued line, a value with a comment)
/// counts as not plain.
bool plainConfig(const std::string &Git) {
  std::optional<std::string> Text = smallFile(Git + "/config");
  if (!Text)
    return false;
  for (llvm::StringRef Line : llvm::split(*Text, '\n')) {
    std::string L = Line.trim().lower();
    llvm::StringRef S = L;
    if (S.contains("worktree") || S.contains("include") ||
        S.starts_with("[extensions") || S.ends_with("\\"))
      return false;
    auto [Key, Value] = S.split('=');
    if (Key.trim() == "bare" &&
        !llvm::is_contained({"false", "no", "off", "0"}, Value.trim()))
      return false;
  }
  return true;
}

} // namespace

std::optional<std::string> plainRepositoryTop(llvm::StringRef Dir) {
  // git -C Dir starts from the real directory, as its getcwd() reports it.
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Dir, Real))
    return std::nullopt;
  std::string At(Real);
  std::optional<struct stat> Start = lstatOf(At);
  if (!Start || !S_ISDIR(Start->st_mode))
    return std::nullopt;
  for (;;) {
    // Git stops at a file system's edge; its message is its own to give.
    std::optional<struct stat> Here = lstatOf(At);
    if (!Here || Here->st_dev != Start->st_dev)
      return std::nullopt;
    std::string Git = (At == "/" ? "" : At) + "/.git";
    if (std::optional<struct stat> G = lstatOf(Git)) {
      // A `.git` file (a worktree, a submodule), a link, a repository of
      // another user's (safe.directory decides): git's to answer.
      bool Plain = S_ISDIR(G->st_mode) && G->st_uid == ::geteuid() &&
                   Here->st_uid == ::geteuid() && validGitDir(Git) &&
                   plainConfig(Git);
      return Plain ? std::optional<std::string>(At) : std::nullopt;
    }
    // A bare repository, or the inside of one's directory.
    if (lstatOf(At + "/HEAD") || At == "/")
      return std::nullopt;
    At = llvm::sys::path::parent_path(At).str();
  }
}

} // namespace sweeper
