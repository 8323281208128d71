#include "derive/PrivateNames.h"
#include "derive/DefaultAllows.h"
#include "match/Segments.h"
#include "llvm/ADT/StringExtras.h"
#include <re2/re2.h>

namespace sweeper {
namespace {

/// Whether \p Line has \p Name, whole, followed by `(`.
bool callsOrDeclares(llvm::StringRef Line, llvm::StringRef Name) {
  for (size_t At = Line.find(Name); At != llvm::StringRef::npos;
       At = Line.find(Name, At + 1)) {
    size_t E = At + Name.size();
    if (!isWholeIdentifier(Line, At, E))
      continue;
    if (Line.drop_front(E).ltrim().starts_with("("))
      return true;
  }
  return false;
}

} // namespace

bool definesPrivately(llvm::StringRef Text, llvm::StringRef Name) {
  for (size_t At = Text.find(Name); At != llvm::StringRef::npos;
       At = Text.find(Name, At + 1)) {
    size_t B = Text.rfind('\n', At);
    B = B == llvm::StringRef::npos ? 0 : B + 1;
    size_t E = Text.find('\n', At);
    llvm::StringRef Line = Text.slice(B, E).trim();
    if (Line.consume_front("static") && !Line.empty() &&
        llvm::isSpace(Line.front()) && callsOrDeclares(Line, Name))
      return true;
    At = E == llvm::StringRef::npos ? Text.size() : E;
  }
  return false;
}

std::optional<AllowEntry> laterPrivateAllow(const DerivedPack &D) {
  if (D.LaterPrivate.empty())
    return std::nullopt;
  AllowEntry A;
  A.Id = "later-private-names";
  A.Reason = "a file added after the removal defines these removed names "
             "again as its own static functions";
  std::set<std::string> Names;
  for (const auto &[Path, Ns] : D.LaterPrivate) {
    A.PathGlobs.push_back(globLiteral(Path));
    Names.insert(Ns.begin(), Ns.end());
  }
  A.Regex = "\\b(?:" + quotedAlternation({Names.begin(), Names.end()}) + ")\\b";
  sealDerivedAllow(A);
  return A;
}

} // namespace sweeper
