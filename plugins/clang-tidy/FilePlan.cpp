// The per-file decisions of `sweeper scan` for the Clang pass's places:
// which are allowed, which head a block, which carry a fix. The helpers
// (blocks/, engine/Suppressions) are shared; the orchestration is the
// engine's private TextScan, hence repeated here in its own terms.
#include "FilePlan.h"
#include "TreePack.h"
#include "engine/Suppressions.h"
#include "kinds/KindSpec.h"
#include "match/Matcher.h"
#include "scan/SourceFile.h"
#include "llvm/ADT/STLExtras.h"
#include <re2/re2.h>
#include <set>

namespace sweeper::tidy {
namespace {

class Planner {
public:
  Planner(const LoadedPack &P, llvm::StringRef RelPath, llvm::StringRef Text)
      : P(P), F(RelPath.str(), classifyPath(RelPath), Text),
        Sups(findSuppressions(F)) {}

  /// Keeps \p Place unless the pack turns it off, an allow entry or an inline
  /// suppression with a reason covers it.
  void add(const ExternalRef &Place) {
    ExternalRef R = atHit(Place);
    unsigned Line = F.lineOf(R.Offset), Col = F.columnOf(R.Offset);
    Severity Sev = P.Pack.severityOf(R.Check);
    if (Sev == Severity::Off)
      return;
    if (allowed(R, Line, Col)) {
      AllowedLines.push_back(Line);
      return;
    }
    Out.push_back({R, Sev, 0, "", {}});
  }

  std::vector<PlannedDiag> finish() {
    markBlocks();
    planFixes();
    return std::move(Out);
  }

private:
  const LoadedPack &P;
  SourceFile F;
  std::vector<Suppression> Sups;
  std::vector<unsigned> AllowedLines;
  std::set<size_t> HitsTaken;
  std::vector<PlannedDiag> Out;

  /// `sweeper scan` reports a Clang place at the first lexical hit inside
  /// it (the token in `register_nova_backend`), once per hit; the
  /// diagnostic's column agrees with it.
  ExternalRef atHit(ExternalRef R) {
    unsigned Line = F.lineOf(R.Offset);
    size_t Start = F.lineStart(Line);
    for (const Hit &H : P.M->find(F.line(Line))) {
      size_t B = Start + H.Offset;
      if (B + H.Length <= R.Offset)
        continue;
      if (B < R.Offset + R.Length && HitsTaken.insert(B).second) {
        R.Offset = B;
        R.Length = H.Length;
      }
      break;
    }
    return R;
  }

  bool allowed(const ExternalRef &R, unsigned Line, unsigned Col) const {
    llvm::StringRef Text = F.line(Line);
    for (const AllowEntry &A : P.Pack.Allow)
      if (A.appliesTo(F.Path, F.Kind) &&
          allowCovers(A, Text, Col - 1, Col - 1 + R.Length))
        return true;
    return llvm::any_of(Sups, [&](const Suppression &S) {
      return S.TargetLine == Line && P.Pack.allowById(S.AllowId) &&
             !S.Reason.empty();
    });
  }

  Finding findingOf(const PlannedDiag &D) const {
    Finding Fd;
    Fd.Check = D.Ref.Check;
    Fd.Loc = {F.Path, F.lineOf(D.Ref.Offset), F.columnOf(D.Ref.Offset),
              unsigned(D.Ref.Length), D.EndLine};
    return Fd;
  }

  /// A block holding an allowed look-alike is not the backend's alone.
  /// Only the line's first place heads it, as a `sweeper scan` finding
  /// (one per line) does.
  void markBlocks() {
    std::set<unsigned> Seen;
    for (PlannedDiag &D : Out) {
      unsigned Line = F.lineOf(D.Ref.Offset);
      if (!Seen.insert(Line).second)
        continue;
      std::optional<Extent> E = blockAt(F, Line, *P.M);
      if (!E || E->EndLine <= Line ||
          llvm::any_of(AllowedLines,
                       [&](unsigned L) { return L > Line && L <= E->EndLine; }))
        continue;
      D.EndLine = E->EndLine;
      D.BlockNote = "lines " + std::to_string(Line) + "-" +
                    std::to_string(E->EndLine) + " (the " + E->What +
                    ") exist only for the removed backend";
    }
  }

  /// One fix per edited span (a second place on a line already deleted adds
  /// nothing); none at all if together they would leave the file
  /// malformed, as `sweeper --export-fixes` decides.
  void planFixes() {
    std::vector<std::pair<size_t, size_t>> Taken;
    auto Overlaps = [&](const Edit &E) {
      return llvm::any_of(Taken, [&](const std::pair<size_t, size_t> &T) {
        return E.Offset < T.second &&
               T.first < E.Offset + std::max<size_t>(E.Length, 1);
      });
    };
    std::vector<Edit> All;
    for (PlannedDiag &D : Out) {
      std::vector<Edit> Fix = fixFor(F, findingOf(D), *P.M);
      if (Fix.empty() || llvm::any_of(Fix, Overlaps))
        continue;
      for (const Edit &E : Fix)
        Taken.push_back({E.Offset, E.Offset + std::max<size_t>(E.Length, 1)});
      llvm::append_range(All, Fix);
      D.Fix = std::move(Fix);
    }
    if (All.empty())
      return;
    std::optional<std::string> After = applyEdits(F.Text, All);
    if (!After || !malformed(F, *After).empty())
      for (PlannedDiag &D : Out)
        D.Fix.clear();
  }
};

} // namespace

std::vector<PlannedDiag> planFile(const LoadedPack &P, llvm::StringRef RelPath,
                                  llvm::StringRef Text,
                                  const std::map<size_t, ExternalRef> &Refs) {
  Planner Pl(P, RelPath, Text);
  for (const auto &[Off, R] : Refs)
    Pl.add(R);
  return Pl.finish();
}

} // namespace sweeper::tidy
