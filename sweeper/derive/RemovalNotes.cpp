#include "derive/RemovalNotes.h"
#include "core/FileKind.h"
#include "derive/Tokens.h"
#include "match/Matcher.h"
#include "llvm/ADT/StringExtras.h"
#include <re2/re2.h>

namespace sweeper {
namespace {

/// The allow regex sees a window of the line around the hit; a longer
/// line would not match as a whole, and stays a finding.
constexpr size_t MaxNoteBytes = 200;

bool isDocs(llvm::StringRef Path) {
  return fileKindInfo(classifyPath(Path)).Role == KindRole::Docs;
}

/// GlobPattern reads these as metacharacters; a backslash makes them plain.
std::string globLiteral(llvm::StringRef Path) {
  std::string Out;
  for (char C : Path) {
    if (llvm::StringRef("*?[]{}\\").contains(C))
      Out += '\\';
    Out += C;
  }
  return Out;
}

} // namespace

void collectRemovalNotes(const AddedLines &Added, const KeptTree &Kept,
                         DerivedPack &D) {
  std::unique_ptr<Matcher> Owned = tokenMatcher(D.Tokens);
  const Matcher &Tok = *Owned;
  if (Tok.empty())
    return;
  for (size_t I = 0; I < Kept.Paths.size(); ++I) {
    auto It = Added.find(Kept.Paths[I]);
    if (It == Added.end() || !Kept.Texts[I] || !isDocs(Kept.Paths[I]))
      continue;
    llvm::SmallVector<llvm::StringRef, 0> Lines;
    llvm::StringRef(*Kept.Texts[I]).split(Lines, '\n');
    for (auto [First, Last] : It->second)
      for (unsigned N = First; N <= Last && N <= Lines.size(); ++N) {
        llvm::StringRef L = Lines[N - 1].trim();
        if (!L.empty() && L.size() <= MaxNoteBytes && !Tok.find(L).empty())
          D.RemovalNotes[Kept.Paths[I]].push_back(L.str());
      }
  }
}

std::optional<AllowEntry> removalNotesAllow(const DerivedPack &D) {
  if (D.RemovalNotes.empty())
    return std::nullopt;
  AllowEntry A;
  A.Id = "removal-notes";
  A.Reason = "docs lines the removal itself wrote record what it removed";
  std::string Alternation;
  for (const auto &[Path, Lines] : D.RemovalNotes) {
    A.PathGlobs.push_back(globLiteral(Path));
    for (const std::string &L : Lines)
      Alternation += (Alternation.empty() ? "" : "|") + RE2::QuoteMeta(L);
  }
  A.Regex = "^\\s*(?:" + Alternation + ")\\s*$";
  A.Re = compileAllowRegex(A.Regex);
  // GlobPattern keeps the literal text before the first metacharacter as
  // a view into the pattern, which an entry that is copied or moved (SSO)
  // no longer owns; a pattern that begins with an escape has no such part.
  for (const std::string &G : A.PathGlobs)
    if (auto P = llvm::GlobPattern::create(
            llvm::StringRef(G).starts_with("\\") ? G : "\\" + G))
      A.Globs.push_back(std::move(*P));
    else
      llvm::consumeError(P.takeError()); // escaped above
  A.Pos = {"derived pack", 1, 1};
  A.BuiltIn = true;
  return A;
}

} // namespace sweeper
