// Shell lines whose removal is mechanical: one entry of a list of like lines
// (`cp -r up/src/nova/* src/nova/` among the same `cp` for each backend, or
// `-e 's/nova/x/' \` among the same `sed` expression for each). Deleting it
// must not join or split commands: a line that ends in or follows `&&`,
// `||` or `|` stays, and so does the first line of a continued command. An
// entry that keeps the backend out (`--exclude`, `--skip`, a sed `/…/d`)
// still does its work after the removal, and stays too.
#include "blocks/Blocks.h"
#include "kinds/KindSpec.h"
#include <re2/re2.h>

namespace sweeper {
namespace {

bool endsInOperator(llvm::StringRef Line) {
  Line = Line.rtrim();
  return Line.ends_with("&&") || Line.ends_with("||") || Line.ends_with("|");
}

/// The nearest non-blank line above \p L that is not a comment, or "".
llvm::StringRef codeAbove(const SourceFile &F, unsigned L) {
  for (unsigned N = L - 1; N >= 1; --N) {
    llvm::StringRef T = F.line(N).trim();
    if (!T.empty() && !T.starts_with("#"))
      return T;
  }
  return "";
}

bool keepsOut(llvm::StringRef Line) {
  static const RE2 Filter(
      R"re((?i)exclude|ignore|skip|prune|/\s*d\s*['"]|\bgrep\s+-v\b)re");
  return RE2::PartialMatch(Line.str(), Filter);
}

} // namespace

std::vector<Edit> shellLineFix(const SourceFile &F, const Finding &Fd,
                               const Matcher &M) {
  unsigned L = Fd.Loc.Line;
  llvm::StringRef Line = F.line(L).rtrim(), Above = codeAbove(F, L);
  bool Continued = L > 1 && F.line(L - 1).rtrim().ends_with("\\");
  if (Line.ltrim().starts_with("#") || endsInOperator(Line) ||
      (!Continued && endsInOperator(Above)) ||
      (!Continued && Line.ends_with("\\")) || keepsOut(Line) ||
      !likeNeighbour(F, L, M))
    return {};
  return Continued ? deleteEntry(F, L)
                   : std::vector<Edit>{deleteLines(F, L, L)};
}

} // namespace sweeper
