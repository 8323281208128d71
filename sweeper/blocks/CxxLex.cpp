// C/C++ as Clang's raw lexer sees it: the fix planners and the check after
// an edit read directives, strings, raw strings and comments the way the
// compiler will, not by pattern.
#include "blocks/Lexed.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Lexer.h"
#include <utility>

namespace sweeper {
namespace {

clang::LangOptions rawLangOptions() {
  clang::LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  // `%:else` is a directive in every C99 and C++ mode.
  LO.ObjC = LO.LineComment = LO.Digraphs = true;
  return LO;
}

CxxToken::Kind kindOf(const clang::Token &T) {
  using namespace clang;
  tok::TokenKind K = T.getKind();
  if (K == tok::raw_identifier)
    return CxxToken::Ident;
  if (K == tok::numeric_constant)
    return CxxToken::Number;
  if (K == tok::char_constant || K == tok::wide_char_constant ||
      K == tok::utf8_char_constant || K == tok::utf16_char_constant ||
      K == tok::utf32_char_constant)
    return CxxToken::Char;
  if (tok::isStringLiteral(K))
    return CxxToken::String;
  if (K == tok::comment)
    return CxxToken::Comment;
  if (K == tok::unknown)
    return CxxToken::Bad;
  return CxxToken::Punct;
}

/// A literal the lexer could not close comes back as one unknown token
/// holding its quote.
bool unterminatedLiteral(const CxxToken &T) {
  return T.K == CxxToken::Bad &&
         T.Text.find_first_of("\"'") != llvm::StringRef::npos;
}

} // namespace

CxxLexed lexCxx(llvm::StringRef Text) {
  // The lexer reads up to a NUL past the end.
  std::string Buf = Text.str();
  clang::LangOptions LO = rawLangOptions();
  clang::Lexer L(clang::SourceLocation::getFromRawEncoding(1), LO, Buf.data(),
                 Buf.data(), Buf.data() + Buf.size());
  L.SetCommentRetentionState(true);
  CxxLexed Out;
  clang::Token T;
  size_t End = 0;
  bool Carry = false; // comments only, since a line's start
  for (L.LexFromRawLexer(T); T.isNot(clang::tok::eof); L.LexFromRawLexer(T)) {
    size_t B = T.getLocation().getRawEncoding() - 1;
    CxxToken C{kindOf(T), T.isAtStartOfLine(), B,
               Text.substr(B, T.getLength())};
    // `#el\<newline>se` is `#else`, and `%:` is `#`: a token spelled
    // otherwise than it reads is not one planning can trust.
    if ((T.needsCleaning() &&
         (C.K == CxxToken::Ident || C.K == CxxToken::Punct)) ||
        (C.K == CxxToken::Punct && C.Text == "%:"))
      ++Out.Unclean;
    // A comment is whitespace to the preprocessor: `/* x */ #if` is a
    // directive.
    if (C.K == CxxToken::Comment)
      Carry |= C.LineStart;
    else
      C.LineStart |= std::exchange(Carry, false);
    Out.Unterminated += unterminatedLiteral(C);
    Out.Toks.push_back(C);
    End = B + T.getLength();
  }
  // `??=else` is `#else` in -std=c11 and not in gnu11.
  if (Text.contains("?\?=") || Text.contains("?\?/"))
    ++Out.Unclean;
  // An unterminated block comment is skipped to the end without a token.
  if (Text.substr(End).contains("/*"))
    ++Out.Unterminated;
  return Out;
}

namespace {

/// The forward walk behind cxxEnumLines: the open brackets, and for each
/// brace whether the declaration it opens starts with `enum`.
struct EnumWalk {
  llvm::ArrayRef<CxxToken> Toks;
  std::vector<std::pair<char, bool>> Open; // bracket, is an enum body
  size_t HeadStart = 0;                    // first token of the declaration

  bool headIsEnum(size_t Brace) const {
    size_t I = HeadStart;
    if (I < Brace && Toks[I].Text == "typedef")
      ++I;
    if (I >= Brace || Toks[I].Text != "enum")
      return false;
    for (; I < Brace; ++I)
      if (Toks[I].Text == "(" || Toks[I].Text == ")")
        return false;
    return true;
  }

  void step(size_t I) {
    llvm::StringRef S = Toks[I].Text;
    if (Toks[I].K != CxxToken::Punct)
      return;
    if (S == "{" || S == "(" || S == "[")
      Open.push_back({S[0], S == "{" && headIsEnum(I)});
    else if ((S == "}" || S == ")" || S == "]") && !Open.empty())
      Open.pop_back();
    if (S == "{" || S == "}" || S == ";")
      HeadStart = I + 1;
  }

  bool inEnumBody() const { return !Open.empty() && Open.back().second; }
};

} // namespace

std::vector<bool> cxxEnumLines(const SourceFile &F) {
  std::vector<bool> Out(F.lineCount() + 2, false);
  CxxLexed Lx = lexCxx(F.Text);
  // Directives and comments are no part of a declaration.
  std::vector<CxxToken> Code;
  bool InDirective = false;
  for (const CxxToken &T : Lx.Toks) {
    if (T.LineStart)
      InDirective = T.K == CxxToken::Punct && T.Text == "#";
    if (!InDirective && T.K != CxxToken::Comment)
      Code.push_back(T);
  }
  EnumWalk W{Code, {}, 0};
  unsigned Last = 0;
  for (size_t I = 0; I < Code.size(); ++I) {
    unsigned Line = F.lineOf(Code[I].Offset);
    // Only a line whose first token starts it: not one that begins inside
    // a raw string or a comment.
    if (Line != Last &&
        Code[I].Offset == F.lineStart(Line) + (F.line(Line).size() -
                                               F.line(Line).ltrim().size()))
      Out[Line] = W.inEnumBody();
    Last = Line;
    W.step(I);
  }
  return Out;
}

} // namespace sweeper
