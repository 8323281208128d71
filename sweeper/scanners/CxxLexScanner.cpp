// C, C++, Objective-C: a raw-mode clang::Lexer pass (no preprocessing, no
// includes) tells comments, string literals, directives and code apart. The
// only file of the text engine that includes Clang headers.
#include "scanners/Scanners.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>

namespace sweeper {
namespace {

struct TokSpan {
  size_t Begin, End;
  enum { Comment, String, Directive, Include } K;
  std::string Name; ///< directive name for Directive/Include
};

std::vector<TokSpan> lexSpans(llvm::StringRef Text) {
  clang::LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus17 = true;
  LO.ObjC = true;
  LO.LineComment = true;
  // The buffer must be NUL-terminated for the lexer.
  std::string Buf = Text.str();
  clang::Lexer L(clang::SourceLocation::getFromRawEncoding(1), LO, Buf.data(),
                 Buf.data(), Buf.data() + Buf.size());
  L.SetCommentRetentionState(true);
  std::vector<TokSpan> Out;
  clang::Token T;
  bool InDirective = false;
  size_t DirectiveStart = 0;
  std::string DirName;
  auto Off = [](const clang::Token &T) {
    return size_t(T.getLocation().getRawEncoding() - 1);
  };
  auto CloseDirective = [&](size_t End) {
    if (!InDirective)
      return;
    bool Inc = DirName == "include" || DirName == "import" ||
               DirName == "include_next";
    Out.push_back({DirectiveStart, End,
                   Inc ? TokSpan::Include : TokSpan::Directive, DirName});
    InDirective = false;
  };
  while (true) {
    L.LexFromRawLexer(T);
    size_t B = Off(T);
    if (T.isAtStartOfLine() || T.is(clang::tok::eof)) {
      // A directive runs to the end of its (possibly continued) line.
      size_t E = B;
      while (E > DirectiveStart &&
             (Buf[E - 1] == '\n' || Buf[E - 1] == '\r' || Buf[E - 1] == ' '))
        --E;
      CloseDirective(E);
    }
    if (T.is(clang::tok::eof))
      break;
    if (T.is(clang::tok::hash) && T.isAtStartOfLine()) {
      InDirective = true;
      DirectiveStart = B;
      DirName.clear();
      clang::Token N;
      L.LexFromRawLexer(N);
      if (N.is(clang::tok::raw_identifier))
        DirName = N.getRawIdentifier().str();
      if (N.isAtStartOfLine()) { // a lone '#'
        InDirective = false;
        continue;
      }
      continue;
    }
    if (T.is(clang::tok::comment))
      Out.push_back({B, B + T.getLength(), TokSpan::Comment, ""});
    else if (clang::tok::isStringLiteral(T.getKind()) ||
             T.is(clang::tok::char_constant) || T.is(clang::tok::header_name))
      Out.push_back({B, B + T.getLength(), TokSpan::String, ""});
  }
  std::stable_sort(
      Out.begin(), Out.end(),
      [](const TokSpan &A, const TokSpan &B) { return A.Begin < B.Begin; });
  return Out;
}

} // namespace

std::vector<Classified>
CxxLexScanner::classify(const SourceFile &F, llvm::ArrayRef<Hit> Hits) const {
  // Directives do not overlap each other, nor comments and strings each
  // other: each list is sorted, and a binary search finds a hit's span.
  std::vector<TokSpan> Spans = lexSpans(F.Text), Dirs, Toks;
  for (TokSpan &S : Spans)
    (S.K == TokSpan::Comment || S.K == TokSpan::String ? Toks : Dirs)
        .push_back(std::move(S));
  auto Containing = [](const std::vector<TokSpan> &V,
                       size_t Off) -> const TokSpan * {
    auto It = std::upper_bound(
        V.begin(), V.end(), Off,
        [](size_t O, const TokSpan &S) { return O < S.Begin; });
    if (It == V.begin() || Off >= std::prev(It)->End)
      return nullptr;
    return &*std::prev(It);
  };
  std::vector<Classified> Out;
  for (const Hit &H : Hits) {
    const TokSpan *Tok = Containing(Toks, H.Offset);
    const TokSpan *Dir = Containing(Dirs, H.Offset);
    bool Comment = Tok && Tok->K == TokSpan::Comment;
    bool String = Tok && Tok->K == TokSpan::String;
    Classified C{CheckId::CxxCode, "C/C++ code"};
    if (Comment)
      C = {CheckId::CommentMention, "C/C++ comment"};
    else if (Dir && Dir->K == TokSpan::Include)
      C = {CheckId::CxxInclude, "#" + Dir->Name};
    else if (Dir)
      C = {CheckId::CxxPreprocessor, "#" + Dir->Name + " directive"};
    else if (String)
      C = {CheckId::CxxString, "C/C++ string literal"};
    Out.push_back(refine(F.Text, H, C, CheckId::CxxCode));
  }
  return Out;
}

} // namespace sweeper
