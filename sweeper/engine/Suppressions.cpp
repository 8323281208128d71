#include "engine/Suppressions.h"
#include "llvm/ADT/StringExtras.h"
#include <optional>

namespace sweeper {
namespace {

/// The suppression of `allow(` or `allow-next-line(` whose arguments start
/// \p Args; none if they are not closed.
std::optional<Suppression> parseAllow(llvm::StringRef Args, bool NextLine,
                                      unsigned Line, size_t At) {
  size_t Close = Args.find(')');
  if (Close == llvm::StringRef::npos)
    return std::nullopt;
  Suppression S;
  S.DirectiveLine = Line;
  S.Column = At + 1;
  S.TargetLine = NextLine ? Line + 1 : Line;
  S.AllowId = Args.take_front(Close).trim().str();
  llvm::StringRef Reason = Args.drop_front(Close + 1).trim();
  if (Reason.consume_back("-->") || Reason.consume_back("*/"))
    Reason = Reason.trim();
  S.Reason = Reason.str();
  return S;
}

/// The directive on line \p L, if one opens a comment there.
std::optional<Suppression> lineDirective(llvm::StringRef Line,
                                         llvm::StringRef Marker, unsigned L) {
  for (size_t At = Line.find(Marker); At != llvm::StringRef::npos;
       At = Line.find(Marker, At + 1)) {
    // The comment starts at the first marker that begins a word; the
    // directive must open that comment, so quoted prose never acts.
    if (At > 0 && !llvm::isSpace(Line[At - 1]))
      continue;
    llvm::StringRef Rest = Line.substr(At + Marker.size()).ltrim();
    if (!Rest.consume_front("sweeper:"))
      return std::nullopt;
    Rest = Rest.ltrim();
    bool NextLine = Rest.consume_front("allow-next-line(");
    if (NextLine || Rest.consume_front("allow("))
      return parseAllow(Rest, NextLine, L, At);
  }
  return std::nullopt;
}

} // namespace

std::vector<Suppression> findSuppressions(const SourceFile &F) {
  std::vector<Suppression> Out;
  llvm::StringRef Marker = fileKindInfo(F.Kind).CommentMarker;
  if (Marker.empty() || !F.Text.contains("sweeper:"))
    return Out;
  for (unsigned L = 1; L <= F.lineCount(); ++L)
    if (std::optional<Suppression> S = lineDirective(F.line(L), Marker, L))
      Out.push_back(std::move(*S));
  return Out;
}

} // namespace sweeper
