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

/// A directory git can enter (its is_git_directory() asks access(X_OK)).
bool isDirectory(const std::string &P) {
  std::optional<struct stat> St = lstatOf(P);
  return St && S_ISDIR(St->st_mode) && ::access(P.c_str(), X_OK) == 0;
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
/// validate_headref() takes (`ref:`, spaces, `refs/`; or 40 hex digits
/// first), objects/ and refs/. A commondir file sends git elsewhere for
/// those: git decides then.
bool validGitDir(const std::string &Git) {
  std::optional<std::string> Head = smallFile(Git + "/HEAD");
  if (!Head || !isDirectory(Git + "/objects") || !isDirectory(Git + "/refs") ||
      lstatOf(Git + "/commondir"))
    return false;
  llvm::StringRef H = *Head;
  if (H.consume_front("ref:"))
    return H.ltrim(" \t\n\v\f\r").starts_with("refs/");
  return H.size() >= 40 && llvm::all_of(H.take_front(40), llvm::isHexDigit);
}

/// A section header alone on its line: `[name]` or `[name "sub"]`.
bool plainSection(llvm::StringRef L) {
  if (!L.consume_front("[") || !L.consume_back("]"))
    return false;
  auto [Name, Sub] = L.split(' ');
  return !Name.empty() &&
         llvm::all_of(
             Name,
             [](char C) { return llvm::isAlnum(C) || C == '-' || C == '.'; }) &&
         (Sub.empty() || (Sub.size() >= 2 && Sub.front() == '"' &&
                          Sub.back() == '"' && !Sub.contains('\\')));
}

/// Whether one config line, lower-cased and trimmed, leaves the work tree
/// where the `.git` directory is.
bool plainConfigLine(llvm::StringRef L) {
  if (L.empty() || L.starts_with("#") || L.starts_with(";"))
    return true;
  if (L.starts_with("["))
    return plainSection(L) && !L.starts_with("[extensions") &&
           !L.starts_with("[include");
  auto [Key, Value] = L.split('=');
  Key = Key.trim();
  Value = Value.trim();
  if (Key.empty() || !llvm::isAlpha(Key.front()) ||
      !llvm::all_of(Key, [](char C) { return llvm::isAlnum(C) || C == '-'; }))
    return false;
  if (Key.contains("worktree") || Value.ends_with("\\"))
    return false;
  if (Key == "bare")
    return llvm::is_contained({"false", "no", "off", "0"}, Value);
  if (Key == "repositoryformatversion")
    return Value == "0" || Value == "1";
  return true;
}

/// Whether the repository's own config leaves the work tree where the
/// `.git` directory is: git reads core.worktree, core.bare, the format
/// version and the extensions from it before it trusts the work tree.
/// Anything it might read otherwise (an include, a key on a section's
/// line, a continued line, a value with a comment) counts as not plain.
bool plainConfig(const std::string &Git) {
  std::optional<std::string> Text = smallFile(Git + "/config");
  if (!Text)
    return false;
  for (llvm::StringRef Line : llvm::split(*Text, '\n'))
    if (!plainConfigLine(llvm::StringRef(Line.trim().lower())))
      return false;
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
