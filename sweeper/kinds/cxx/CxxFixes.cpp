// `load_backend("nova", dir);`: a call statement on one line whose string
// argument is nothing but the removed backend's name asks for what no longer
// exists. The file is read by Clang's raw lexer, so a line inside a raw
// string or a comment is never taken for one. The call is deleted only when
// nothing depends on it: its value is discarded (no assignment, return or
// declaration) and the code before it ends a statement or opens a block, so
// it is not the body of an unbraced `if`, `else` or loop.
#include "kinds/cxx/CxxFixes.h"
#include "blocks/Blocks.h"
#include "blocks/Lexed.h"
#include "llvm/ADT/STLExtras.h"

namespace sweeper {
namespace {

struct CodeToken {
  const CxxToken *T;
  bool Directive; ///< part of a preprocessor line
};

bool isPunct(const CodeToken &C, llvm::StringRef S) {
  return C.T->K == CxxToken::Punct && C.T->Text == S;
}

bool isKeyword(llvm::StringRef W) {
  return llvm::is_contained({"if", "while", "for", "switch", "return", "sizeof",
                             "catch", "do", "else", "case", "throw", "delete",
                             "new", "co_return", "co_await"},
                            W);
}

/// Past the `;` of the call statement starting at token \p I, or 0.
size_t callStatementEnd(llvm::ArrayRef<CodeToken> Code, size_t I) {
  size_t J = I + 1;
  while (J + 1 < Code.size() &&
         (isPunct(Code[J], "::") || isPunct(Code[J], ".") ||
          isPunct(Code[J], "->")) &&
         Code[J + 1].T->K == CxxToken::Ident)
    J += 2;
  if (J >= Code.size() || !isPunct(Code[J], "("))
    return 0;
  for (unsigned Depth = 0; J < Code.size(); ++J) {
    if (isPunct(Code[J], ";") || isPunct(Code[J], "{") ||
        isPunct(Code[J], "}") || Code[J].Directive)
      return 0;
    Depth += isPunct(Code[J], "(");
    if (isPunct(Code[J], ")") && --Depth == 0)
      break;
  }
  return J + 1 < Code.size() && isPunct(Code[J + 1], ";") ? J + 2 : 0;
}

/// Where a statement may start after \p Prev: after one, at a block's
/// edge, or after a preprocessor line.
bool statementMayStart(const CodeToken *Prev) {
  return !Prev || Prev->Directive || isPunct(*Prev, ";") ||
         isPunct(*Prev, "{") || isPunct(*Prev, "}");
}

/// Per line (1-based), whether it holds one call statement and nothing else
/// where a statement may start.
std::vector<bool> callStatementLines(const SourceFile &F) {
  std::vector<bool> Out(F.lineCount() + 2, false);
  CxxLexed Lx = lexCxx(F.Text);
  if (Lx.Unterminated || Lx.Unclean)
    return Out;
  std::vector<CodeToken> Code;
  bool InDirective = false;
  for (const CxxToken &T : Lx.Toks) {
    if (T.LineStart)
      InDirective = T.K == CxxToken::Punct && T.Text == "#";
    if (T.K != CxxToken::Comment)
      Code.push_back({&T, InDirective});
  }
  for (size_t I = 0; I < Code.size(); ++I) {
    const CxxToken &T = *Code[I].T;
    if (!T.LineStart || Code[I].Directive || T.K != CxxToken::Ident ||
        isKeyword(T.Text) || !statementMayStart(I ? &Code[I - 1] : nullptr))
      continue;
    size_t End = callStatementEnd(Code, I);
    unsigned L = F.lineOf(T.Offset);
    if (End && F.lineOf(Code[End - 1].T->Offset) == L &&
        (End == Code.size() || F.lineOf(Code[End].T->Offset) > L))
      Out[L] = true;
  }
  return Out;
}

} // namespace

std::vector<Edit> cxxLineFix(const SourceFile &F, const Finding &Fd) {
  unsigned L = Fd.Loc.Line;
  if (Fd.Check != CheckId::CxxString ||
      !memoFor<std::vector<bool>, callStatementLines>(F)[L])
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
