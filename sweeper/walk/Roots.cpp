#include "walk/Roots.h"
#include "core/Paths.h"
#include "walk/Libgit2.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace sweeper {
namespace fs = llvm::sys::fs;

std::string repositoryTop(llvm::StringRef Dir) {
  std::string Top;
  if (llvm::Expected<git2::Repository> Repo = git2::openRepository(Dir)) {
    llvm::SmallString<256> Real;
    if (const char *Work = git_repository_workdir(Repo->get()))
      Top = fs::real_path(llvm::StringRef(Work).rtrim('/'), Real)
                ? absolutePath(llvm::StringRef(Work).rtrim('/'))
                : std::string(Real);
  } else {
    llvm::consumeError(Repo.takeError());
  }
  return Top;
}

std::string nearestTreePack(llvm::StringRef Dir) {
  llvm::SmallString<256> At(Dir);
  if (fs::make_absolute(At))
    return "";
  llvm::sys::path::remove_dots(At, true);
  for (;;) {
    llvm::SmallString<256> Pack(At);
    llvm::sys::path::append(Pack, ".sweeper.yaml");
    if (fs::exists(Pack))
      return std::string(Pack);
    llvm::SmallString<256> Git(At);
    llvm::sys::path::append(Git, ".git");
    // Up points into At: copy before assigning (SmallString would read
    // freed storage otherwise).
    std::string Up = llvm::sys::path::parent_path(At).str();
    if (fs::exists(Git) || Up.empty() || Up == At)
      return "";
    At = Up;
  }
}

bool packInsideItsDirectory(llvm::StringRef Pack) {
  llvm::SmallString<256> Real, RealDir;
  return !fs::real_path(Pack, Real) &&
         !fs::real_path(llvm::sys::path::parent_path(Pack), RealDir) &&
         llvm::StringRef(Real).starts_with((RealDir + "/").str());
}

/// A directory PATH inside a work tree that, once links are followed,
/// leaves the work tree: a PR may commit `docs -> /home/ci`, and a step
/// that sweeps the changed paths would walk it. Outside git the user's
/// own directory is taken as given.
static bool linkStaysInRepository(llvm::StringRef Abs) {
  // No link on the way (the real path is the path): nothing can leave, and
  // git need not be asked where the repository ends.
  llvm::SmallString<256> Real, RealTop;
  if (!fs::real_path(Abs, Real) && Real == Abs)
    return true;
  std::string Top = repositoryTop(llvm::sys::path::parent_path(Abs));
  if (Top.empty() || fs::real_path(Top, RealTop))
    return true;
  return !fs::real_path(Abs, Real) &&
         (Real == RealTop ||
          llvm::StringRef(Real).starts_with((RealTop + "/").str()));
}

static bool isBelow(llvm::StringRef Abs, llvm::StringRef Dir) {
  return Abs == Dir || (Abs.starts_with(Dir) && Abs[Dir.size()] == '/');
}

/// A file's context without a forced root: its repository, or the
/// directory holding it as the user wrote it (so paths stay as written).
static std::string fileRoot(llvm::StringRef P, llvm::StringRef Abs) {
  std::string Top = repositoryTop(llvm::sys::path::parent_path(Abs));
  if (!Top.empty())
    return Top;
  llvm::StringRef Dir = llvm::sys::path::parent_path(P);
  return Dir.empty() ? "." : Dir.str();
}

llvm::Expected<SweepRoots> planRoots(const std::vector<std::string> &Paths,
                                     llvm::StringRef Forced,
                                     llvm::StringRef Display,
                                     llvm::StringRef Virtual) {
  SweepRoots R;
  std::string ForcedAbs = Forced.empty() ? "" : absolutePath(Forced);
  for (const std::string &P : Paths) {
    std::string Abs = absolutePath(P);
    if (P != Virtual && !fs::exists(Abs))
      return llvm::createStringError("no such file or directory: " + P);
    R.Scope.push_back(Abs);
    if (!ForcedAbs.empty()) {
      if (!isBelow(Abs, ForcedAbs))
        return llvm::createStringError("'" + P + "' is outside the root '" +
                                       Forced.str() + "'");
      continue;
    }
    if (fs::is_directory(Abs) && !linkStaysInRepository(Abs))
      return llvm::createStringError(
          "'" + P + "' is a link to outside its repository, not followed");
    std::string Root = fs::is_directory(Abs) ? P : fileRoot(P, Abs);
    if (!llvm::is_contained(R.Roots, Root))
      R.Roots.push_back(Root);
  }
  if (!ForcedAbs.empty())
    R.Roots.push_back(Forced.str());
  // The whole root in scope: nothing to filter.
  if (R.Scope.size() == 1 && R.Roots.size() == 1 &&
      R.Scope.front() == absolutePath(R.Roots.front()))
    R.Scope.clear();
  if (!Display.empty())
    R.DisplayBase = absolutePath(Display);
  else if (!R.Roots.empty()) {
    std::string First = absolutePath(R.Roots.front());
    R.DisplayBase = repositoryTop(
        fs::is_directory(First) ? First : llvm::sys::path::parent_path(First));
  }
  return R;
}

} // namespace sweeper
