// `load_backend("nova", dir);`: a call statement on one line whose string
// argument is nothing but the removed backend's name asks for what no longer
// exists. It is deleted only when nothing depends on it: its value is
// discarded (no assignment, return or declaration), and the line before
// ends a statement or opens a block, so it is not the body of an unbraced
// `if`, `else` or loop.
#include "kinds/cxx/CxxFixes.h"
#include "blocks/Blocks.h"
#include "llvm/ADT/STLExtras.h"
#include <re2/re2.h>

namespace sweeper {
namespace {

bool isKeyword(llvm::StringRef W) {
  return llvm::is_contained({"if", "while", "for", "switch", "return", "sizeof",
                             "catch", "do", "else", "case"},
                            W);
}

/// The last code before line \p L ends a statement, opens or closes a
/// block, or is a preprocessor line.
bool startsStatement(const SourceFile &F, unsigned L) {
  for (unsigned N = L - 1; N >= 1; --N) {
    llvm::StringRef T = F.line(N).trim();
    if (T.empty() || T.starts_with("//"))
      continue;
    return T.starts_with("#") || T.ends_with(";") || T.ends_with("{") ||
           T.ends_with("}");
  }
  return true;
}

} // namespace

std::vector<Edit> cxxLineFix(const SourceFile &F, const Finding &Fd) {
  if (Fd.Check != CheckId::CxxString)
    return {};
  static const RE2 Call(
      R"re(^\s*([A-Za-z_]\w*)(?:(?:::|\.|->)[A-Za-z_]\w*)*\s*\(([^;{}]*)\)\s*;\s*(?://.*)?$)re");
  std::string Callee, Args;
  unsigned L = Fd.Loc.Line;
  if (!RE2::FullMatch(F.line(L).str(), Call, &Callee, &Args) ||
      isKeyword(Callee) || !startsStatement(F, L))
    return {};
  // The literal that holds the hit must be the name alone.
  size_t At = Fd.Loc.Column - 1;
  llvm::StringRef Line = F.line(L);
  if (At == 0 || At + Fd.Matched.size() >= Line.size() || Line[At - 1] != '"' ||
      Line[At + Fd.Matched.size()] != '"')
    return {};
  return {deleteLines(F, L, L)};
}

} // namespace sweeper
