#include "derive/RemovalNotes.h"
#include "core/FileKind.h"
#include "derive/DefaultAllows.h"
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
  std::vector<std::string> Notes;
  for (const auto &[Path, Lines] : D.RemovalNotes) {
    A.PathGlobs.push_back(globLiteral(Path));
    llvm::append_range(Notes, Lines);
  }
  A.Regex = "^\\s*(?:" + quotedAlternation(Notes) + ")\\s*$";
  sealDerivedAllow(A);
  return A;
}

} // namespace sweeper
