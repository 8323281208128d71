#pragma once
/// What one translation unit's parse found: classified places per file,
/// and the declarations and definitions needed to find orphans afterwards.
#include "core/Finding.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Basic/SourceManager.h"
#include <functional>
#include <map>
#include <set>
#include <string>

namespace sweeper {

struct RulePack;
class Matcher;

struct Declared {
  std::string File;
  size_t Offset, Length;
  std::string Name, Kind; ///< "function", "class"
};

class TuCollector {
public:
  TuCollector(const RulePack &Pack, const Matcher &M,
              const std::vector<std::string> &Roots)
      : Pack(Pack), M(M), Roots(Roots) {}

  const Matcher &matcher() const { return M; }
  /// Does a name carry a token or removed symbol? A token inside a
  /// reserved identifier (`__OPENCL_VERSION__`) does not count.
  bool carries(llvm::StringRef Name) const;
  /// Is an absolute path inside a removed path of the pack?
  bool inRemovedPath(llvm::StringRef Path) const;
  /// The real path of a location's file, or "" outside the roots or in a
  /// system header (nothing to report there).
  std::string fileOf(const clang::SourceManager &SM, clang::SourceLocation L,
                     size_t *Offset = nullptr) const;

  /// Records a classified place (the file location of \p L, \p Len bytes).
  void add(const clang::SourceManager &SM, clang::SourceLocation L, size_t Len,
           CheckId Check, std::string Message);

  std::map<std::string, std::map<size_t, ExternalRef>> Refs;
  std::vector<Declared> Decls;   ///< declared, not defined, in headers
  std::set<std::string> Defined; ///< qualified names with a definition
  unsigned MissingIncludes = 0;

private:
  const RulePack &Pack;
  const Matcher &M;
  const std::vector<std::string> &Roots;
};

/// Keeps one ref per place whatever order TUs finish in: the lowest check,
/// then the lowest message, wins.
void mergeRef(std::map<size_t, ExternalRef> &Into, ExternalRef R);

} // namespace sweeper
