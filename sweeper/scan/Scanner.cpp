#include "scan/Scanner.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {

bool isDefineFlag(llvm::StringRef T, const Hit &H) {
  // At most 256 bytes back: a generated one-word line holds thousands of
  // hits, and walking to its start for each was quadratic.
  size_t B = H.Offset, Lo = B > 256 ? B - 256 : 0;
  while (B > Lo && (llvm::isAlnum(T[B - 1]) || T[B - 1] == '_'))
    --B;
  if (B == Lo && Lo > 0)
    return false;
  // The word is "DNAME" and a single '-' precedes it.
  return B >= 1 && B < T.size() && T[B] == 'D' && T[B - 1] == '-' &&
         (B < 2 || T[B - 2] != '-');
}

unsigned logicalLineHead(const SourceFile &F, unsigned L, unsigned Known,
                         unsigned KnownHead) {
  while (L > 1 && F.line(L - 1).rtrim().ends_with("\\"))
    if (--L == Known)
      return KnownHead;
  return L;
}

Classified refine(llvm::StringRef T, const Hit &H, Classified C,
                  CheckId Generic) {
  if (isDefineFlag(T, H))
    return {CheckId::DefineFlag, "-D flag in " + C.What};
  if (H.Kind == HitKind::Path && C.Check == Generic)
    return {CheckId::PathReference, C.What};
  return C;
}

static std::vector<size_t> hitOffsets(llvm::ArrayRef<Hit> Hits) {
  std::vector<size_t> Out;
  for (const Hit &H : Hits)
    Out.push_back(H.Offset);
  return Out;
}

std::vector<Classified>
classifyLexically(const SourceFile &F, llvm::ArrayRef<Hit> Hits,
                  const LexSyntax &Syntax, llvm::StringRef Language,
                  llvm::function_ref<Classified(const HitContext &)> Classify) {
  // Asked about hits only: the map stops at the last one.
  RegionMap Regions(F.Text, Syntax, Hits.empty() ? 0 : Hits.back().Offset);
  std::vector<CallContext> Calls =
      enclosingCalls(F.Text, Regions, hitOffsets(Hits));
  std::vector<Classified> Out;
  for (size_t I = 0; I < Hits.size(); ++I) {
    Region R = Regions.at(Hits[I].Offset);
    if (R == Region::Comment)
      Out.push_back({CheckId::CommentMention, Language.str() + " comment"});
    else
      Out.push_back(Classify({Hits[I], R, Calls[I]}));
  }
  return Out;
}

} // namespace sweeper
