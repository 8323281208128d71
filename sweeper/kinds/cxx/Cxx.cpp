// C, C++, Objective-C: a raw-mode clang::Lexer pass (no preprocessing, no
// includes) tells comments, string literals, directives and code apart. The
// only file of the text engine that includes Clang headers.
#include "kinds/KindSpec.h"
#include "kinds/cxx/CxxSymbols.h"
#include "scanners/Scanners.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <cstring>

namespace sweeper {
/// A call statement among like calls (CxxFixes.cpp).
std::vector<Edit> cxxLineFix(const SourceFile &F, const Finding &Fd,
                             const Matcher &M);
SWEEPER_SCANNER(CxxLexScanner)
namespace {

struct TokSpan {
  size_t Begin, End;
  enum { Comment, String, Directive, Include } K;
  llvm::StringRef Name; ///< directive name for Directive/Include
};

/// Comments and strings, and directives: each list sorted by where its
/// spans begin (as they are lexed), neither overlapping its own kind.
struct Spans {
  std::vector<TokSpan> Toks, Dirs;
};

/// One raw-lexer pass that collects the comment, string and directive spans.
class SpanLexer {
public:
  explicit SpanLexer(llvm::StringRef Text)
      : Text(Text), Buf(nulTerminated(Text)), Out(reusedSpans()),
        LO(rawLangOptions()),
        L(clang::SourceLocation::getFromRawEncoding(1), LO, Buf.data(),
          Buf.data(), Buf.data() + Buf.size()) {
    L.SetCommentRetentionState(true);
  }
  SpanLexer(const SpanLexer &) = delete;
  SpanLexer &operator=(const SpanLexer &) = delete;

  /// The spans that begin at or before \p Last: the lexer stops at the
  /// first token past the last hit. Valid until the thread lexes again.
  const Spans &run(size_t Last) {
    clang::Token T;
    while (true) {
      if (lineComment(Last))
        continue;
      L.LexFromRawLexer(T);
      size_t B = offsetOf(T);
      bool Past = B > Last;
      // A directive still open past the last hit is cut there: it holds
      // that hit all the same.
      if (T.isAtStartOfLine() || T.is(clang::tok::eof) || Past)
        closeDirective(B);
      if (T.is(clang::tok::eof) || Past)
        break;
      if (T.is(clang::tok::hash) && T.isAtStartOfLine()) {
        openDirective(B);
      } else {
        addLiteral(T, B);
        skipCode(B + T.getLength());
      }
    }
    return Out;
  }

private:
  // A copy of each file with a hit (20 KB on the 10x tree) and its span
  // lists were large requests, and each makes glibc consolidate its free
  // lists. Each thread reuses its own; one file is lexed at a time.
  static std::string &nulTerminated(llvm::StringRef Text) {
    thread_local std::string Copy;
    Copy.assign(Text.data(), Text.size());
    return Copy;
  }
  static Spans &reusedSpans() {
    thread_local Spans S;
    S.Toks.clear();
    S.Dirs.clear();
    return S;
  }

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

  /// Code holding no '/', quote, '#' or backslash holds no comment, string
  /// or directive and splices no line: the lexer jumps over it rather than
  /// tokenize what nothing records. A prefix (R, u8, L) stays with its
  /// quote. Half the text pass's time on C++ with hits was this lexing.
  void skipCode(size_t From) {
    if (InDirective)
      return;
    // strpbrk is glibc's vectorized search; it stops at a NUL byte in the
    // file, and so does the jump.
    const char *At = std::strpbrk(Buf.c_str() + From, "/\"'#\\");
    size_t To =
        At ? size_t(At - Buf.c_str()) : From + std::strlen(Buf.c_str() + From);
    while (To > From && (llvm::isAlnum(Buf[To - 1]) || Buf[To - 1] == '_'))
      --To;
    if (To < From + 16)
      return;
    size_t Line = To;
    while (Line > 0 && llvm::StringRef(" \t\f\v\r").contains(Buf[Line - 1]))
      --Line;
    L.seek(unsigned(To), Line == 0 || Buf[Line - 1] == '\n');
  }

  /// A `//` comment at the lexer's position whose line holds no backslash,
  /// carriage return or NUL (the lexer's own cases) is recorded and jumped
  /// over: the lexer reads comments a byte at a time, and they were a third
  /// of its time on commented code.
  bool lineComment(size_t Last) {
    size_t B = size_t(L.getBufferLocation() - Buf.data());
    if (InDirective || B > Last || Buf.compare(B, 2, "//") != 0)
      return false;
    size_t E = Text.find_first_of(llvm::StringRef("\n\r\\\0", 4), B + 2);
    if (E == llvm::StringRef::npos)
      E = Text.size();
    else if (Text[E] != '\n')
      return false;
    Out.Toks.push_back({B, E, TokSpan::Comment, ""});
    L.seek(unsigned(E), /*IsAtStartOfLine=*/false);
    skipCode(E);
    return true;
  }

  /// Reads the directive's name; the token after '#' is consumed with it.
  void openDirective(size_t Hash) {
    DirectiveStart = Hash;
    DirName = "";
    clang::Token N;
    L.LexFromRawLexer(N);
    if (N.is(clang::tok::raw_identifier))
      DirName = Text.substr(offsetOf(N), N.getLength());
    InDirective = !N.isAtStartOfLine(); // a lone '#' opens none
  }

  /// A directive runs to the end of its (possibly continued) line, which
  /// ends before \p LineStart.
  void closeDirective(size_t LineStart) {
    if (!InDirective)
      return;
    llvm::StringRef Directive =
        Text.slice(DirectiveStart, LineStart).rtrim("\n\r ");
    bool Inc = DirName == "include" || DirName == "import" ||
               DirName == "include_next";
    Out.Dirs.push_back({DirectiveStart, DirectiveStart + Directive.size(),
                        Inc ? TokSpan::Include : TokSpan::Directive, DirName});
    InDirective = false;
  }

  void addLiteral(const clang::Token &T, size_t B) {
    if (T.is(clang::tok::comment))
      Out.Toks.push_back({B, B + T.getLength(), TokSpan::Comment, ""});
    else if (clang::tok::isStringLiteral(T.getKind()) ||
             T.is(clang::tok::char_constant) || T.is(clang::tok::header_name))
      Out.Toks.push_back({B, B + T.getLength(), TokSpan::String, ""});
  }

  llvm::StringRef Text; ///< the file's; spans' names point into it
  std::string &Buf;     // NUL-terminated for the lexer
  Spans &Out;
  clang::LangOptions LO;
  clang::Lexer L;
  bool InDirective = false;
  size_t DirectiveStart = 0;
  llvm::StringRef DirName;
};

} // namespace

std::vector<Classified>
CxxLexScanner::classify(const SourceFile &F, llvm::ArrayRef<Hit> Hits) const {
  // Directives do not overlap each other, nor comments and strings each
  // other: each list is sorted, and a binary search finds a hit's span.
  if (Hits.empty())
    return {};
  SpanLexer Lexer(F.Text);
  const Spans &Lexed = Lexer.run(Hits.back().Offset);
  const std::vector<TokSpan> &Toks = Lexed.Toks, &Dirs = Lexed.Dirs;
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
      C = {CheckId::CxxInclude, ("#" + Dir->Name).str()};
    else if (Dir)
      C = {CheckId::CxxPreprocessor, ("#" + Dir->Name + " directive").str()};
    else if (String)
      C = {CheckId::CxxString, "C/C++ string literal"};
    Out.push_back(refine(F.Text, H, C, CheckId::CxxCode));
  }
  return Out;
}

static const llvm::StringRef Files[] = {
    "*.c", "*.cc", "*.cpp", "*.cxx", "*.c++", "*.m", "*.mm", "*.h", "*.hh",
    "*.hpp", "*.hxx", "*.inc", "*.metal", "*.cu", "*.cuh", "*.hip", "*.inl",
    "*.ipp", "*.tcc", "*.cl",
    // Shaders: C-like comments, strings and identifiers.
    "*.glsl", "*.hlsl", "*.comp", "*.vert", "*.frag",
    // Doxygen pages: documentation inside C comments.
    "*.dox"};
const KindData kinds::CxxData = {
    "//",
    "C, C++, Objective-C and Objective-C++ sources and headers",
    Files,
    {},
    KindRole::CSource};
static const SymbolPattern Symbols[] = {
    // Switches read from the environment: a removed reader leaves the
    // variable documented and set in CI with nothing reading it.
    {"environment variable", R"re(getenv\(\s*"([A-Za-z_][A-Za-z0-9_]*)")re"}};
/// The directive word of \p Line (`if`, `endif`) when it is one, else "".
static llvm::StringRef directiveOf(llvm::StringRef Line) {
  Line = Line.ltrim(" \t");
  if (!Line.consume_front("#"))
    return "";
  Line = Line.ltrim(" \t");
  return Line.take_while([](char C) { return llvm::isAlpha(C); });
}

/// Whether \p Line, an `#if`, is `#if 0`.
static bool ifZero(llvm::StringRef Line) {
  Line = Line.ltrim(" \t").drop_front(1).ltrim(" \t").drop_front(2);
  if (Line.empty() || !llvm::isSpace(Line.front()))
    return false;
  Line = Line.ltrim(" \t");
  if (!Line.consume_front("0"))
    return false;
  Line = Line.ltrim(" \t\r");
  return Line.empty() || Line.starts_with("//") || Line.starts_with("/*");
}

/// \p Text with the lines of every `#if 0` block blanked: what it holds
/// is no definition. SDL's removed `D3D11_Blit.h` kept the compiler's
/// listing of its shader in one, `dcl_resource_texture2d (float,...) t0`.
static std::string withoutDeadBlocks(llvm::StringRef Text) {
  std::string Out;
  Out.reserve(Text.size());
  unsigned Depth = 0; // open conditionals inside the dead block, plus it
  for (llvm::StringRef Rest = Text; !Rest.empty();) {
    auto [Line, Next] = Rest.split('\n');
    bool HasNewline = Line.size() < Rest.size();
    Rest = Next;
    llvm::StringRef Dir = directiveOf(Line);
    if (Depth == 0 && Dir == "if" && ifZero(Line))
      Depth = 1;
    else if (Depth > 0 && Dir.starts_with("if"))
      ++Depth;
    else if (Depth > 0 && (Dir == "endif" ||
                           (Depth == 1 && (Dir == "else" || Dir == "elif"))))
      Depth = Dir == "endif" ? Depth - 1 : 0;
    else if (Depth > 0)
      Line = "";
    Out += Line;
    if (HasNewline)
      Out += '\n';
  }
  return Out;
}

static void extractSymbols(llvm::StringRef Path, llvm::StringRef Text,
                           SymbolMap &Out) {
  // A header's `static inline` functions are its includers' to call.
  static const llvm::StringRef Sources[] = {".c",   ".cc", ".cpp", ".cxx",
                                            ".c++", ".m",  ".mm",  ".cu"};
  bool Source = llvm::is_contained(Sources, llvm::sys::path::extension(Path));
  if (!Text.contains("#if 0") && !Text.contains("# if 0")) {
    extractCxxSymbols(Text, Out, Source);
    return;
  }
  extractCxxSymbols(withoutDeadBlocks(Text), Out, Source);
}
static const BlockFamily *const Blocks[] = {&Conditionals};
const KindSpec kinds::Cxx = {theScanner<CxxLexScanner>,
                             Blocks,
                             cxxMalformed,
                             Symbols,
                             extractSymbols,
                             cxxLineFix};

} // namespace sweeper
