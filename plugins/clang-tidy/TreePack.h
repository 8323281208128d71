#pragma once
/// The rule pack that governs a translation unit, found and loaded once per
/// process: clang-tidy creates its checks anew for every TU, and building
/// the matcher's automaton each time would cost more than the check.
#include "match/Matcher.h"
#include "rules/RulePack.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <string>
#include <vector>

namespace sweeper::tidy {

struct LoadedPack {
  RulePack Pack;
  std::unique_ptr<Matcher> M;      ///< null when Errors is not empty
  std::vector<std::string> Errors; ///< one line each, "file:line:col: ..."
};

/// Where a TU's findings are reported and which pack applies.
struct PackChoice {
  std::string Root; ///< real path; findings outside it are dropped
  std::string Pack; ///< absolute path of the pack, "" with Error set
  std::string Error;
};

/// \p MainFile's repository (the nearest directory above holding `.git`),
/// and the pack: \p Option (relative to that repository) or the nearest
/// `.sweeper.yaml` from the file's directory up to the repository's top
/// level. A pack outside the repository is refused unless
/// \p AllowExternal: `.clang-tidy` is tree content and must not make the
/// check read (and quote in errors) arbitrary files.
PackChoice choosePack(llvm::StringRef MainFile, llvm::StringRef Option,
                      bool AllowExternal);

/// The loaded pack at \p Path (cached by path for the process); never null.
std::shared_ptr<const LoadedPack> loadPack(const std::string &Path,
                                           bool AllowExternal);

} // namespace sweeper::tidy
