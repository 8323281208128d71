#include "engine/Suppressions.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {

std::vector<Suppression> findSuppressions(const SourceFile &F) {
  std::vector<Suppression> Out;
  llvm::StringRef Marker = fileKindInfo(F.Kind).CommentMarker;
  if (Marker.empty() || !F.Text.contains("sweeper:"))
    return Out;
  for (unsigned L = 1; L <= F.lineCount(); ++L) {
    llvm::StringRef Line = F.line(L);
    for (size_t At = Line.find(Marker); At != llvm::StringRef::npos;
         At = Line.find(Marker, At + 1)) {
      // The comment starts at the first marker that begins a word; the
      // directive must open that comment, so quoted prose never acts.
      if (At > 0 && !llvm::isSpace(Line[At - 1]))
        continue;
      llvm::StringRef Rest = Line.substr(At + Marker.size()).ltrim();
      if (!Rest.consume_front("sweeper:"))
        break;
      Rest = Rest.ltrim();
      bool NextLine = Rest.consume_front("allow-next-line(");
      if (!NextLine && !Rest.consume_front("allow("))
        continue;
      size_t Close = Rest.find(')');
      if (Close == llvm::StringRef::npos)
        break;
      Suppression S;
      S.DirectiveLine = L;
      S.Column = At + 1;
      S.TargetLine = NextLine ? L + 1 : L;
      S.AllowId = Rest.take_front(Close).trim().str();
      llvm::StringRef Reason = Rest.drop_front(Close + 1).trim();
      if (Reason.consume_back("-->") || Reason.consume_back("*/"))
        Reason = Reason.trim();
      S.Reason = Reason.str();
      Out.push_back(std::move(S));
      break;
    }
  }
  return Out;
}

} // namespace sweeper
