// `load_best("nova", dir);` among `load_best("cuda", dir);` and
// `load_best("hip", dir);`: a call statement on one line that is one entry of
// a list of like calls asks for what no longer exists. The file is read by
// Clang's raw lexer, so a line inside a string or comment is never taken for
// one, and the call is deleted only where it is a statement of its own:
// directly inside a block of statements (a function body, not a struct,
// an initializer or a statement expression), after a `;`, `{` or `}`, so
// it is not the body of an unbraced `if` or loop, nor hidden behind a
// preprocessor line that may change what comes before it.
#include "blocks/Blocks.h"
#include "blocks/Lexed.h"
#include "kinds/KindSpec.h"
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
                             "new", "co_return", "co_await", "static_assert",
                             "goto"},
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

/// Whether the `{` at \p Open starts a block of statements: it follows a
/// function's or a statement's head (`)`, `else`, `do`, `try`, a
/// qualifier), or another block's edge. Not `final`: `class X final {`
/// opens members.
bool opensStatements(llvm::ArrayRef<CodeToken> Code, size_t Open) {
  if (Open == 0)
    return false;
  const CodeToken &B = Code[Open - 1];
  if (B.T->K == CxxToken::Ident)
    return llvm::is_contained(
        {"else", "do", "try", "const", "override", "noexcept", "mutable"},
        B.T->Text);
  return isPunct(B, ")") || isPunct(B, "{") || isPunct(B, "}") ||
         isPunct(B, ";") || isPunct(B, "]");
}

std::vector<CodeToken> codeTokens(const CxxLexed &Lx) {
  std::vector<CodeToken> Code;
  bool InDirective = false;
  for (const CxxToken &T : Lx.Toks) {
    if (T.LineStart)
      InDirective = T.K == CxxToken::Punct && T.Text == "#";
    if (T.K != CxxToken::Comment)
      Code.push_back({&T, InDirective});
  }
  return Code;
}

/// Per line (1-based), whether it holds one call statement and nothing else,
/// directly inside a block of statements, where a statement starts.
std::vector<bool> callStatementLines(const SourceFile &F) {
  std::vector<bool> Out(F.lineCount() + 2, false);
  CxxLexed Lx = lexCxx(F.Text);
  if (Lx.Unterminated || Lx.Unclean)
    return Out;
  std::vector<CodeToken> Code = codeTokens(Lx);
  std::vector<size_t> Open; // the brackets around the current token
  for (size_t I = 0; I < Code.size(); ++I) {
    const CxxToken &T = *Code[I].T;
    bool Starts = T.LineStart && !Code[I].Directive && T.K == CxxToken::Ident &&
                  !isKeyword(T.Text) && I > 0 && !Code[I - 1].Directive &&
                  (isPunct(Code[I - 1], ";") || isPunct(Code[I - 1], "{") ||
                   isPunct(Code[I - 1], "}")) &&
                  !Open.empty() && isPunct(Code[Open.back()], "{") &&
                  opensStatements(Code, Open.back());
    if (size_t End = Starts ? callStatementEnd(Code, I) : 0) {
      unsigned L = F.lineOf(T.Offset);
      Out[L] = F.lineOf(Code[End - 1].T->Offset) == L &&
               (End == Code.size() || F.lineOf(Code[End].T->Offset) > L);
    }
    if (Code[I].Directive || T.K != CxxToken::Punct)
      continue;
    if (T.Text == "{" || T.Text == "(" || T.Text == "[")
      Open.push_back(I);
    else if ((T.Text == "}" || T.Text == ")" || T.Text == "]") && !Open.empty())
      Open.pop_back();
  }
  return Out;
}

} // namespace

std::vector<Edit> cxxLineFix(const SourceFile &F, const Finding &Fd,
                             const Matcher &M) {
  unsigned L = Fd.Loc.Line;
  if (!memoFor<std::vector<bool>, callStatementLines>(F)[L] ||
      !likeNeighbour(F, L, M))
    return {};
  return {deleteLines(F, L, L)};
}

} // namespace sweeper
