#pragma once
/// What a deletion removed, as derivation (derive/) reads it from git:
/// plain data, so reporters can show it without depending on derive/.
#include <map>
#include <string>
#include <vector>

namespace sweeper {

struct DerivedPack {
  std::string Base, Head;               ///< as given; Head empty: the work tree
  std::string BaseId, HeadId;           ///< the commits they name, verified
  std::vector<std::string> RemovedDirs; ///< repo-relative, ending in '/'
  std::vector<std::string> RemovedFiles; ///< outside RemovedDirs
  std::vector<std::string> DocPages;     ///< deleted pages as links name them
  std::vector<std::string> Tokens;
  /// Symbol kind ("CMake option", "Python function", ...) to names.
  std::map<std::string, std::vector<std::string>> Symbols;
  std::string RepoRoot; ///< where the repo-relative paths start
};

} // namespace sweeper
