#include "walk/Roots.h"
#include "core/Paths.h"
#include "walk/Git.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace sweeper {
namespace fs = llvm::sys::fs;

std::string repositoryTop(llvm::StringRef Dir) {
  std::optional<std::string> Out =
      runGit(Dir, {"rev-parse", "--show-toplevel"});
  if (!Out)
    return "";
  return absolutePath(llvm::StringRef(*Out).trim("\n"));
}

static bool isBelow(llvm::StringRef Abs, llvm::StringRef Dir) {
  return Abs == Dir || (Abs.starts_with(Dir) && Abs[Dir.size()] == '/');
}

/// A file's context without a forced root: its repository, or the
/// directory holding it.
static std::string fileRoot(llvm::StringRef Abs) {
  std::string Dir = llvm::sys::path::parent_path(Abs).str();
  std::string Top = repositoryTop(Dir);
  return Top.empty() ? Dir : Top;
}

llvm::Expected<SweepRoots> planRoots(const std::vector<std::string> &Paths,
                                     llvm::StringRef Forced,
                                     llvm::StringRef Display) {
  SweepRoots R;
  std::string ForcedAbs = Forced.empty() ? "" : absolutePath(Forced);
  for (const std::string &P : Paths) {
    std::string Abs = absolutePath(P);
    if (!fs::exists(Abs))
      return llvm::createStringError("no such file or directory: " + P);
    R.Scope.push_back(Abs);
    if (!ForcedAbs.empty()) {
      if (!isBelow(Abs, ForcedAbs))
        return llvm::createStringError("'" + P + "' is outside the root '" +
                                       Forced.str() + "'");
      continue;
    }
    std::string Root = fs::is_directory(Abs) ? P : fileRoot(Abs);
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
