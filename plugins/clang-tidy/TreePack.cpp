// Finding and loading the rule pack for a translation unit. The pack is
// tree content: loading it runs nothing, and every problem in it comes back
// as text for a configuration diagnostic, never as a crash.
#include "TreePack.h"
#include "core/Paths.h"
#include "walk/Roots.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <map>
#include <mutex>

namespace sweeper::tidy {
namespace {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

std::string realOr(llvm::StringRef P) {
  llvm::SmallString<256> Real;
  return fs::real_path(P, Real) ? P.str() : std::string(Real);
}

bool within(llvm::StringRef Real, llvm::StringRef Dir) {
  return Real.starts_with(Dir) && Real.size() > Dir.size() &&
         Real[Dir.size()] == '/';
}

/// The nearest directory at or above \p Dir holding `.git`, or "".
std::string repositoryAbove(llvm::StringRef Dir) {
  for (llvm::StringRef D = Dir; !D.empty(); D = path::parent_path(D))
    if (fs::exists(D + "/.git"))
      return D.str();
  return "";
}

/// Whether \p Pack, named by the RulePack option, is a readable file inside
/// \p Root: checked on the path first (`..` taken off, so nothing outside
/// is looked up), then on its real path (a link may lead out).
bool namedPackInside(llvm::StringRef Pack, llvm::StringRef Root) {
  llvm::SmallString<256> Real;
  return within(Pack, Root) && !fs::real_path(Pack, Real) &&
         within(Real, Root) && fs::is_regular_file(Real);
}

} // namespace

PackChoice choosePack(llvm::StringRef MainFile, llvm::StringRef Option,
                      bool AllowExternal) {
  PackChoice C;
  std::string Dir = realOr(path::parent_path(absolutePath(MainFile)));
  std::string Repo = repositoryAbove(Dir);
  if (Option.empty()) {
    // As `sweeper scan` finds it.
    C.Pack = sweeper::nearestTreePack(Dir);
    if (C.Pack.empty())
      C.Error = "no rule pack: set the RulePack option or add .sweeper.yaml "
                "to " +
                Dir + " or a directory above it in the repository";
  } else {
    llvm::SmallString<256> P(path::is_absolute(Option) || Repo.empty()
                                 ? absolutePath(Option)
                                 : (Repo + "/" + Option).str());
    path::remove_dots(P, /*remove_dot_dot=*/true);
    C.Pack = std::string(P);
  }
  // Outside a repository, the found pack's directory bounds the sweep as
  // it does for `sweeper scan`; a named pack only bounds its own reach.
  bool Found = Option.empty() && !C.Pack.empty();
  C.Root = !Repo.empty() ? Repo
           : Found       ? realOr(path::parent_path(C.Pack))
                         : Dir;
  if (!C.Error.empty() || AllowExternal)
    return C;
  // Outside, missing or not a file: one message, or the errors would tell
  // which files exist outside the repository. Neither says where the
  // checkout lives.
  if (!Option.empty() && !namedPackInside(C.Pack, C.Root))
    C.Error = "RulePack '" + Option.str() +
              "' is outside the repository or cannot be read; set "
              "SWEEPER_ALLOW_EXTERNAL_RULE_PACK=1 in the environment to use "
              "a pack outside it";
  else if (Option.empty() && !within(realOr(C.Pack), C.Root))
    C.Error = "the tree's .sweeper.yaml links to a file that is outside the "
              "repository; set SWEEPER_ALLOW_EXTERNAL_RULE_PACK=1 in the "
              "environment to use it";
  if (!C.Error.empty())
    C.Pack.clear();
  return C;
}

std::shared_ptr<const LoadedPack> loadPack(const std::string &Path,
                                           bool AllowExternal) {
  static std::mutex Mu;
  static std::map<std::pair<std::string, bool>,
                  std::shared_ptr<const LoadedPack>>
      Cache;
  std::lock_guard<std::mutex> Lock(Mu);
  std::shared_ptr<const LoadedPack> &Slot = Cache[{Path, AllowExternal}];
  if (Slot)
    return Slot;
  auto L = std::make_shared<LoadedPack>();
  if (llvm::Error E = loadRulePack(Path, L->Pack, AllowExternal))
    L->Errors = errorLines(std::move(E));
  else if (L->M = std::make_unique<Matcher>(L->Pack); !L->M->error().empty())
    L->Errors.push_back(Path + ": " + L->M->error());
  if (!L->Errors.empty())
    L->M.reset();
  Slot = L;
  return Slot;
}

} // namespace sweeper::tidy
