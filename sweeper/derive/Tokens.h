#pragma once
/// Which words name a removal: mined from the removed paths and the names
/// the removed text defined, scored against the kept tree.
#include "core/DerivedPack.h"
#include "derive/KeptTree.h"
#include <memory>

namespace sweeper {

class Matcher;

/// What the removal took away: deleted files with their text, and the text
/// deleted from kept files.
struct RemovedText {
  std::vector<std::string> Paths;
  std::vector<std::optional<std::string>> Texts;
  std::map<std::string, std::string> DeletedLines;
};

/// Words that name a part of any project, never one backend (`helpers`,
/// `utils`, `backend`, `kernel`, ...).
bool isGenericWord(llvm::StringRef W);
/// Every word of \p Name is generic (`backend`, `backend_debug`).
bool allGenericWords(llvm::StringRef Name);

/// Fills D.Candidates and D.Tokens from D.RemovedDirs, D.RemovedFiles and
/// D.Symbols (before redefined names are dropped). \p Later is the swept
/// tree when it is later than the removal (--removed-between), else empty:
/// a word that names paths added since is a new thing's name, not a token.
void chooseTokens(const RemovedText &Removed, const KeptTree &Kept,
                  const KeptTree &Later, DerivedPack &D);

/// A matcher of \p Tokens alone: whether a name or line carries a token,
/// whatever else the pack names.
std::unique_ptr<Matcher> tokenMatcher(const std::vector<std::string> &Tokens);

} // namespace sweeper
