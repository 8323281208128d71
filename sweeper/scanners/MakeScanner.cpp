// Makefiles and Autotools: the message names the variable, rule or
// Autoconf macro a hit belongs to, read from the head of its logical line
// (lines ending in '\' continue it: `SRCS = a.c \` / `  nova.c`).
#include "scanners/Scanners.h"
#include <re2/re2.h>

namespace sweeper {

/// The first line of the logical line holding \p L.
static unsigned headOf(const SourceFile &F, unsigned L) {
  while (L > 1 && F.line(L - 1).rtrim().ends_with("\\"))
    --L;
  return L;
}

/// What the logical line starting with \p Head is, for the message.
static std::string entryOf(llvm::StringRef Head) {
  static const RE2 Var(
      R"re(^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*[+?:!]?=)re");
  static const RE2 Macro(
      R"re(^\s*((?:AC|AM|AX|PKG|LT|m4)_[A-Za-z0-9_]+)\s*\()re");
  static const RE2 Rule(R"re(^([^\s:=#][^:=#]*?)\s*::?(?:[^=]|$))re");
  re2::StringPiece In(Head.data(), Head.size());
  std::string Name;
  if (RE2::PartialMatch(In, Var, &Name))
    return "Makefile variable " + Name;
  if (RE2::PartialMatch(In, Macro, &Name))
    return "Autoconf macro " + Name + "()";
  if (RE2::PartialMatch(In, Rule, &Name))
    return "Makefile rule '" + Name + "'";
  return "Makefile line";
}

std::vector<Classified> MakeScanner::classify(const SourceFile &F,
                                              llvm::ArrayRef<Hit> Hits) const {
  std::vector<Classified> Out;
  for (const Hit &H : Hits) {
    unsigned L = F.lineOf(H.Offset);
    llvm::StringRef Line = F.line(L);
    size_t Hash = Line.find('#');
    if (Hash != llvm::StringRef::npos && Hash <= H.Offset - F.lineStart(L) &&
        Line.take_front(Hash).count('"') % 2 == 0) {
      Out.push_back({CheckId::CommentMention, "Makefile comment"});
      continue;
    }
    Classified C{CheckId::MakeReference, entryOf(F.line(headOf(F, L)))};
    Out.push_back(refine(F.Text, H, C, CheckId::MakeReference));
  }
  return Out;
}

} // namespace sweeper
