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

/// One raw-lexer pass that collects the comment, string and directive spans.
class SpanLexer {
public:
  explicit SpanLexer(llvm::StringRef Text)
      : Buf(Text.str()), LO(rawLangOptions()),
        L(clang::SourceLocation::getFromRawEncoding(1), LO, Buf.data(),
          Buf.data(), Buf.data() + Buf.size()) {
    L.SetCommentRetentionState(true);
  }
  SpanLexer(const SpanLexer &) = delete;
  SpanLexer &operator=(const SpanLexer &) = delete;

  /// The spans that begin at or before \p Last, sorted by where they
  /// begin: the lexer stops at the first token past the last hit.
  std::vector<TokSpan> run(size_t Last) {
    clang::Token T;
    while (true) {
      L.LexFromRawLexer(T);
      size_t B = offsetOf(T);
      bool Past = B > Last;
      // A directive still open past the last hit is cut there: it holds
      // that hit all the same.
      if (T.isAtStartOfLine() || T.is(clang::tok::eof) || Past)
        closeDirective(B);
      if (T.is(clang::tok::eof) || Past)
        break;
      if (T.is(clang::tok::hash) && T.isAtStartOfLine())
        openDirective(B);
      else
        addLiteral(T, B);
    }
    std::stable_sort(
        Out.begin(), Out.end(),
        [](const TokSpan &A, const TokSpan &B) { return A.Begin < B.Begin; });
    return std::move(Out);
  }

private:
  static clang::LangOptions rawLangOptions() {
    clang::LangOptions LO;
    LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus17 = true;
    LO.ObjC = true;
    LO.LineComment = true;
    return LO;
  }
  static size_t offsetOf(const clang::Token &T) {
    return size_t(T.getLocation().getRawEncoding() - 1);
  }

  /// Reads the directive's name; the token after '#' is consumed with it.
  void openDirective(size_t Hash) {
    DirectiveStart = Hash;
    DirName.clear();
    clang::Token N;
    L.LexFromRawLexer(N);
    if (N.is(clang::tok::raw_identifier))
      DirName = N.getRawIdentifier().str();
    InDirective = !N.isAtStartOfLine(); // a lone '#' opens none
  }

  /// A directive runs to the end of its (possibly continued) line, which
  /// ends before \p LineStart.
  void closeDirective(size_t LineStart) {
    if (!InDirective)
      return;
    llvm::StringRef Directive =
        llvm::StringRef(Buf).slice(DirectiveStart, LineStart).rtrim("\n\r ");
    bool Inc = DirName == "include" || DirName == "import" ||
               DirName == "include_next";
    Out.push_back({DirectiveStart, DirectiveStart + Directive.size(),
                   Inc ? TokSpan::Include : TokSpan::Directive, DirName});
    InDirective = false;
  }

  void addLiteral(const clang::Token &T, size_t B) {
    if (T.is(clang::tok::comment))
      Out.push_back({B, B + T.getLength(), TokSpan::Comment, ""});
    else if (clang::tok::isStringLiteral(T.getKind()) ||
             T.is(clang::tok::char_constant) || T.is(clang::tok::header_name))
      Out.push_back({B, B + T.getLength(), TokSpan::String, ""});
  }

  std::string Buf; // NUL-terminated for the lexer
  clang::LangOptions LO;
  clang::Lexer L;
  std::vector<TokSpan> Out;
  bool InDirective = false;
  size_t DirectiveStart = 0;
  std::string DirName;
};

} // namespace

std::vector<Classified>
CxxLexScanner::classify(const SourceFile &F, llvm::ArrayRef<Hit> Hits) const {
  // Directives do not overlap each other, nor comments and strings each
  // other: each list is sorted, and a binary search finds a hit's span.
  if (Hits.empty())
    return {};
  std::vector<TokSpan> Spans = SpanLexer(F.Text).run(Hits.back().Offset), Dirs,
                       Toks;
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
