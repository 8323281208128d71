#include "engine/Suppressions.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {
namespace {

/// What follows a directive's arguments, without the comment's closer.
std::string reasonOf(llvm::StringRef Rest) {
  Rest = Rest.trim();
  if (Rest.consume_back("-->") || Rest.consume_back("*/"))
    Rest = Rest.trim();
  return Rest.str();
}

Suppression placed(unsigned Line, size_t At, bool NextLine) {
  Suppression S;
  S.DirectiveLine = Line;
  S.Column = At + 1;
  S.TargetLine = NextLine ? Line + 1 : Line;
  return S;
}

/// The suppression of `allow(` or `allow-next-line(` whose arguments start
/// \p Args; none if they are not closed.
std::optional<Suppression> parseAllow(llvm::StringRef Args, bool NextLine,
                                      unsigned Line, size_t At) {
  size_t Close = Args.find(')');
  if (Close == llvm::StringRef::npos)
    return std::nullopt;
  Suppression S = placed(Line, At, NextLine);
  S.AllowId = Args.take_front(Close).trim().str();
  S.Reason = reasonOf(Args.drop_front(Close + 1));
  return S;
}

/// The suppression of `ignore[` or `ignore-next-line[` whose check ids
/// start \p Args, a piece of \p Text (for their columns); none if the
/// list is not closed.
std::optional<Suppression> parseIgnore(llvm::StringRef Text,
                                       llvm::StringRef Args, bool NextLine,
                                       unsigned Line, size_t At) {
  size_t Close = Args.find(']');
  if (Close == llvm::StringRef::npos)
    return std::nullopt;
  Suppression S = placed(Line, At, NextLine);
  S.Ignore = true;
  S.ListEnd = unsigned(Args.data() - Text.data() + Close + 1);
  llvm::SmallVector<llvm::StringRef, 4> Names;
  Args.take_front(Close).split(Names, ',');
  for (llvm::StringRef N : Names) {
    N = N.trim();
    if (N.empty())
      continue;
    S.Checks.push_back(
        {N.str(), unsigned(N.data() - Text.data() + 1), checkByName(N), false});
    if (S.Checks.back().Id)
      S.FirstOf.emplace(*S.Checks.back().Id, S.Checks.size() - 1);
  }
  S.Reason = reasonOf(Args.drop_front(Close + 1));
  return S;
}

/// The directive that \p Rest (what follows `sweeper:`) spells, if any.
std::optional<Suppression> directive(llvm::StringRef Text, llvm::StringRef Rest,
                                     unsigned L, size_t At) {
  Rest = Rest.ltrim();
  bool NextLine = Rest.consume_front("allow-next-line(");
  if (NextLine || Rest.consume_front("allow("))
    return parseAllow(Rest, NextLine, L, At);
  NextLine = Rest.consume_front("ignore-next-line[");
  if (NextLine || Rest.consume_front("ignore["))
    return parseIgnore(Text, Rest, NextLine, L, At);
  return std::nullopt;
}

} // namespace

std::optional<size_t> commentStart(llvm::StringRef Line,
                                   llvm::StringRef Marker) {
  // The comment starts at the first marker that begins a word: `//` in a
  // URL or `#` in `a#b` does not open one.
  for (size_t At = Line.find(Marker); At != llvm::StringRef::npos;
       At = Line.find(Marker, At + 1))
    if (At == 0 || llvm::isSpace(Line[At - 1]))
      return At;
  return std::nullopt;
}

std::optional<Suppression> directiveOn(llvm::StringRef Line,
                                       llvm::StringRef Marker, unsigned L) {
  // The directive must open the comment, so quoted prose never acts.
  std::optional<size_t> At = commentStart(Line, Marker);
  if (!At)
    return std::nullopt;
  llvm::StringRef Rest = Line.substr(*At + Marker.size()).ltrim();
  if (!Rest.consume_front("sweeper:"))
    return std::nullopt;
  return directive(Line, Rest, L, *At);
}

std::vector<Suppression> findSuppressions(const SourceFile &F) {
  std::vector<Suppression> Out;
  llvm::StringRef Marker = fileKindInfo(F.Kind).CommentMarker;
  if (Marker.empty() || !F.Text.contains("sweeper:"))
    return Out;
  for (unsigned L = 1; L <= F.lineCount(); ++L)
    if (std::optional<Suppression> S = directiveOn(F.line(L), Marker, L))
      Out.push_back(std::move(*S));
  return Out;
}

LineSuppressions::LineSuppressions(const RulePack &Pack,
                                   std::vector<Suppression> &Sups) {
  for (Suppression &S : Sups)
    if (S.Ignore)
      Ignores[S.TargetLine].push_back(&S);
    else if (Pack.allowById(S.AllowId) && !S.Reason.empty())
      Allows[S.TargetLine] = &S;
}

Suppression *LineSuppressions::ignore(unsigned Line, CheckId Check) const {
  auto It = Ignores.find(Line);
  if (It == Ignores.end())
    return nullptr;
  for (Suppression *S : It->second) {
    auto At = S->FirstOf.find(Check);
    if (At != S->FirstOf.end()) {
      S->Checks[At->second].Used = true; // each id is stale on its own
      return S;
    }
  }
  return nullptr;
}

static std::optional<SuppressionProblem> allowProblem(const RulePack &Pack,
                                                      const Suppression &S) {
  if (!Pack.allowById(S.AllowId))
    return SuppressionProblem{CheckId::UnknownSuppression, S.Column,
                              "inline suppression names unknown allow id '" +
                                  S.AllowId + "'; it suppresses nothing"};
  if (S.Reason.empty())
    return SuppressionProblem{CheckId::UnknownSuppression, S.Column,
                              "inline suppression allow(" + S.AllowId +
                                  ") gives no reason; it suppresses nothing"};
  if (!S.Used)
    return SuppressionProblem{CheckId::StaleSuppression, S.Column,
                              "inline suppression allow(" + S.AllowId +
                                  ") matched nothing on line " +
                                  std::to_string(S.TargetLine)};
  return std::nullopt;
}

/// Each id of an `ignore[...]` stands alone: an unknown one is reported and
/// the others still act.
static std::vector<SuppressionProblem> ignoreProblems(const Suppression &S) {
  std::vector<SuppressionProblem> Out;
  if (S.Checks.empty())
    Out.push_back({CheckId::UnknownSuppression, S.Column,
                   "inline suppression ignore[] names no check id; it "
                   "suppresses nothing"});
  for (const IgnoredCheck &C : S.Checks)
    if (!C.Id)
      Out.push_back({CheckId::UnknownSuppression, C.Column,
                     "inline suppression names unknown check id '" + C.Name +
                         "' (sweeper --list-checks shows them); it suppresses "
                         "nothing"});
    else if (!ignorable(*C.Id))
      Out.push_back({CheckId::UnknownSuppression, C.Column,
                     "'" + C.Name +
                         "' is about the suppressions themselves; ignore[] "
                         "cannot silence it"});
    else if (!C.Used)
      Out.push_back({CheckId::StaleSuppression, C.Column,
                     "inline suppression ignore[" + C.Name +
                         "] matched nothing on line " +
                         std::to_string(S.TargetLine)});
  return Out;
}

std::vector<SuppressionProblem> suppressionProblems(const RulePack &Pack,
                                                    const Suppression &S) {
  if (S.Ignore)
    return ignoreProblems(S);
  std::vector<SuppressionProblem> Out;
  if (std::optional<SuppressionProblem> P = allowProblem(Pack, S))
    Out.push_back(std::move(*P));
  return Out;
}

bool ignorable(CheckId Id) {
  return Id != CheckId::UnknownSuppression && Id != CheckId::StaleSuppression &&
         Id != CheckId::StaleAllow && Id != CheckId::StaleBaseline;
}

std::string ignoreKey(CheckId Id) {
  return "ignore[" + checkInfo(Id).Name.str() + "]";
}

} // namespace sweeper
