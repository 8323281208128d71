#include "report/Escape.h"
#include "core/Utf8.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/NativeFormatting.h"
#include "llvm/Support/Unicode.h"
#include <algorithm>
#include <cstring>

namespace sweeper {

namespace {

/// How tree text is shown: names and messages escape tabs, excerpts keep
/// them (the caret line repeats them), paths also escape colons.
enum class TextMode { Inline, Path, Excerpt };

/// One unit of tree text, a code point or a byte that is not UTF-8, and what
/// is printed for it: the bytes themselves, or an escape.
struct Piece {
  static constexpr uint32_t NotUtf8 = ~0u;
  size_t Offset = 0, Size = 1;
  uint32_t Code = NotUtf8;
  llvm::StringRef Bytes;
  char Escape[11]; ///< `\U` and 8 hex digits at most
  unsigned EscapeSize = 0;
  unsigned Width = 0; ///< Terminal columns of what is shown.

  bool escaped() const { return EscapeSize; }
  llvm::StringRef shown() const {
    return escaped() ? llvm::StringRef(Escape, EscapeSize) : Bytes;
  }
};

} // namespace

static void escapeAs(Piece &P, llvm::StringRef Prefix, uint32_t V,
                     unsigned Digits) {
  std::copy(Prefix.begin(), Prefix.end(), P.Escape);
  for (unsigned I = Digits; I-- > 0; V >>= 4)
    P.Escape[Prefix.size() + I] = llvm::hexdigit(V & 15, /*LowerCase=*/true);
  P.EscapeSize = P.Width = Prefix.size() + Digits;
}

static void escapeAs(Piece &P, llvm::StringRef Shown) {
  escapeAs(P, Shown, 0, 0);
}

// Escapes the piece if it must not be printed as itself.
static void escapeIfUnprintable(Piece &P, TextMode M) {
  uint32_t C = P.Code;
  bool Wide = C > 0xFFFF;
  if (C == Piece::NotUtf8)
    escapeAs(P, "\\x", uint8_t(P.Bytes[0]), 2);
  else if (C == '\n')
    escapeAs(P, "\\n");
  else if (C == '\r')
    escapeAs(P, "\\r");
  else if (C == '\t') {
    if (M != TextMode::Excerpt) // an excerpt's tab stays a blank
      escapeAs(P, "\\t");
  } else if (C < 0x80 && !llvm::isPrint(char(C)))
    escapeAs(P, "\\x", C, 2);
  else if (C >= 0x80 && !llvm::sys::unicode::isPrintable(int(C)))
    escapeAs(P, Wide ? "\\U" : "\\u", C, Wide ? 8 : 4);
  else if (C == ':' && M == TextMode::Path)
    escapeAs(P, "\\x3a");
}

static Piece decodeAt(llvm::StringRef S, size_t Offset, TextMode M) {
  Piece P;
  P.Offset = Offset;
  auto *Begin = reinterpret_cast<const llvm::UTF8 *>(S.data() + Offset);
  const llvm::UTF8 *Next = Begin;
  llvm::UTF32 Code;
  if (*Begin < 0x80)
    P.Code = *Begin;
  else if (llvm::convertUTF8Sequence(&Next, Begin + (S.size() - Offset), &Code,
                                     llvm::strictConversion) ==
           llvm::conversionOK) {
    P.Code = Code;
    P.Size = Next - Begin;
  }
  P.Bytes = S.substr(Offset, P.Size);
  P.Width = P.Code < 0x80
                ? 1
                : std::max(0, llvm::sys::unicode::columnWidthUTF8(P.Bytes));
  escapeIfUnprintable(P, M);
  return P;
}

// What .NET's TrimStart removes and still prints as a blank here: the runner
// trims a line before looking for `::`.
static bool isBlank(const Piece &P) {
  uint32_t C = P.Code;
  return !P.escaped() && (C == ' ' || C == '\t' || C == 0xA0 || C == 0x1680 ||
                          (C >= 0x2000 && C <= 0x200A) || C == 0x202F ||
                          C == 0x205F || C == 0x3000);
}

// The GitHub Actions runner executes `::command::` at the start of a line
// (after blanks) and the legacy `##[command]` anywhere in it. Both are ASCII,
// so neighbours are looked up as bytes.
static void breakWorkflowCommand(Piece &P, llvm::StringRef S, bool Leading) {
  size_t I = P.Offset;
  char Next = I + 1 < S.size() ? S[I + 1] : '\0';
  if (P.Code == '#' && I > 0 && S[I - 1] == '#' && Next == '[')
    escapeAs(P, "\\x23");
  else if (P.Code == ':' && Leading && Next == ':')
    escapeAs(P, "\\x3a");
}

// Calls Visit with each piece of S, in order; allocates nothing per piece.
template <typename Fn>
static void forEachPiece(llvm::StringRef S, TextMode M, Fn Visit) {
  bool Leading = true; // only blanks so far
  for (size_t I = 0; I < S.size();) {
    Piece P = decodeAt(S, I, M);
    breakWorkflowCommand(P, S, Leading);
    Leading = Leading && isBlank(P);
    Visit(P);
    I += P.Size;
  }
}

// Most tree text is printable ASCII with nothing for the runner to execute:
// every piece would be shown as its one byte, a column wide, so the text is
// its own escape and per-piece decoding is skipped.
static bool showsAsItself(llvm::StringRef S, TextMode M) {
  for (char C : S) {
    unsigned char U = C;
    if (U < 0x20 || U > 0x7e || (C == ':' && M == TextMode::Path))
      return false;
  }
  return !S.contains("##[") && !S.ltrim(' ').starts_with("::");
}

static std::string escaped(llvm::StringRef S, TextMode M) {
  if (showsAsItself(S, M))
    return S.str();
  std::string Out;
  Out.reserve(S.size());
  forEachPiece(S, M, [&](const Piece &P) { Out += P.shown(); });
  return Out;
}

std::string escapeText(llvm::StringRef S) {
  return escaped(S, TextMode::Inline);
}

bool escapesToItself(llvm::StringRef S) {
  return showsAsItself(S, TextMode::Inline) || escapeText(S) == S;
}

std::string escapeTextPath(llvm::StringRef Path) {
  return escaped(Path, TextMode::Path);
}

TextExcerpt textExcerpt(llvm::StringRef Line, size_t Begin, size_t Length) {
  TextExcerpt E;
  size_t Width = 0; // of the hit
  if (showsAsItself(Line, TextMode::Excerpt)) {
    E.Line = Line.str();
    E.Caret.assign(std::min(Begin, Line.size()), ' ');
    if (Begin < Line.size())
      Width = std::min(Begin + Length, Line.size()) - Begin;
  } else {
    forEachPiece(Line, TextMode::Excerpt, [&](const Piece &P) {
      E.Line += P.shown();
      if (P.Offset + P.Size <= Begin)
        E.Caret.append(P.Width, P.Code == '\t' ? '\t' : ' ');
      else if (P.Offset < Begin + Length)
        Width += P.Width;
    });
  }
  // A hit may run past a window's end; its bytes there count one column
  // each, up to a window's width: the underline never outgrows the line
  // it underlines, whatever Length says.
  if (Begin + Length > Line.size())
    Width +=
        std::min<size_t>(Begin + Length - std::max(Begin, Line.size()), 400);
  E.Caret += '^';
  E.Caret.append(Width > 1 ? Width - 1 : 0, '~');
  return E;
}

static void appendPercent(std::string &Out, unsigned char C) {
  Out += '%';
  Out += llvm::hexdigit(C >> 4);
  Out += llvm::hexdigit(C & 15);
}

static std::string githubEscape(llvm::StringRef S, llvm::StringRef Also) {
  std::string Out;
  for (char C : S)
    if (C == '%' || C == '\r' || C == '\n' || Also.contains(C))
      appendPercent(Out, C);
    else
      Out += C;
  return Out;
}

std::string githubData(llvm::StringRef S) { return githubEscape(S, ""); }

std::string githubProperty(llvm::StringRef S) { return githubEscape(S, ":,"); }

std::string markdownCode(llvm::StringRef S) {
  std::string T = escapeText(S);
  size_t Longest = 0, Run = 0;
  for (char C : T) {
    Run = C == '`' ? Run + 1 : 0;
    Longest = std::max(Longest, Run);
  }
  std::string Fence(Longest + 1, '`');
  // CommonMark strips one space from each end of a span that has one at both
  // (unless it is all spaces), and a backtick next to the fence joins it.
  bool Pad = T.empty() || T.front() == '`' || T.back() == '`' ||
             (T.front() == ' ' && T.back() == ' ' &&
              T.find_first_not_of(' ') != std::string::npos);
  const char *Space = Pad ? " " : "";
  return Fence + Space + T + Space + Fence;
}

static bool isAsciiPunct(char C) {
  return llvm::isPrint(C) && !llvm::isAlnum(C) && C != ' ';
}

// Literal: also the inline markup (code spans, links, table cells) tree text
// could otherwise start; authored prose keeps it.
static std::string markdownEscape(llvm::StringRef S, bool Literal) {
  std::string T = escapeText(S), Out;
  for (size_t I = 0; I < T.size(); ++I) {
    char C = T[I], Next = I + 1 < T.size() ? T[I + 1] : '\0';
    if (C == '<' || C == '>' || C == '&') {
      Out += C == '<' ? "&lt;" : C == '>' ? "&gt;" : "&amp;";
      continue;
    }
    if (Literal &&
        (C == '`' || C == '|' || (C == ']' && (Next == '(' || Next == '[')) ||
         (C == '\\' && isAsciiPunct(Next))))
      Out += '\\';
    Out += C;
  }
  return Out;
}

std::string markdownText(llvm::StringRef S) { return markdownEscape(S, true); }

std::string markdownProse(llvm::StringRef S) {
  return markdownEscape(S, false);
}

static bool isPlainShellByte(char C) {
  return llvm::isAlnum(C) || llvm::StringRef("_-+=/.,:@%").contains(C);
}

static bool needsAnsiC(char C) {
  unsigned char U = C;
  return U < 0x20 || U >= 0x7f || C == '#';
}

static std::string shellWord(llvm::StringRef W) {
  if (!W.empty() && llvm::all_of(W, isPlainShellByte))
    return W.str();
  if (!llvm::any_of(W, needsAnsiC)) {
    std::string Out = "'";
    for (char C : W)
      Out += C == '\'' ? std::string("'\\''") : std::string(1, C);
    return Out + "'";
  }
  std::string Out = "$'";
  for (char C : W)
    if (needsAnsiC(C))
      Out += llvm::formatv("\\x{0:x-2}", unsigned(uint8_t(C))).str();
    else if (C == '\\' || C == '\'')
      Out += std::string("\\") + C;
    else
      Out += C;
  return Out + "'";
}

std::string shellCommand(llvm::ArrayRef<std::string> Args) {
  std::string Out;
  for (const std::string &A : Args)
    Out += (Out.empty() ? "" : " ") + shellWord(A);
  return Out;
}

std::string jsonText(llvm::StringRef S) {
  return isUtf8(S) ? S.str() : llvm::json::fixUTF8(S);
}

void valueText(llvm::json::OStream &J, llvm::StringRef S) {
  J.value(jsonText(S));
}

void attributeText(llvm::json::OStream &J, llvm::StringRef Key,
                   llvm::StringRef S) {
  J.attribute(Key, jsonText(S));
}

void LogSafeJsonStream::write_impl(const char *Ptr, size_t Size) {
  Written += Size;
  // Only the `[` changes, so every byte but a `[` after `##` goes out as it
  // came, and the two bytes before it (Last, which may come from earlier
  // writes) decide. Copying each write to edit it cost two copies of a
  // 1.5 MB report piece, 84 MB of copies at 10x in SARIF.
  const char *Run = Ptr, *End = Ptr + Size;
  for (const char *P = Run;
       (P = static_cast<const char *>(std::memchr(P, '[', End - P))); ++P) {
    char Before1 = P - Ptr >= 1 ? P[-1] : Last[1];
    char Before2 = P - Ptr >= 2 ? P[-2] : P - Ptr == 1 ? Last[1] : Last[0];
    if (Before1 != '#' || Before2 != '#')
      continue;
    Out.write(Run, P - Run);
    Out << "\\u005b";
    Run = P + 1;
  }
  Out.write(Run, End - Run);
  if (Size >= 2) {
    Last[0] = End[-2];
    Last[1] = End[-1];
  } else if (Size == 1) {
    Last[0] = Last[1];
    Last[1] = End[-1];
  }
}

LogSafeJsonStream::~LogSafeJsonStream() { flush(); }

std::string jsonForLogs(const llvm::json::Value &V, unsigned Indent) {
  std::string Json;
  {
    llvm::raw_string_ostream S(Json);
    LogSafeJsonStream OS(S);
    llvm::json::OStream(OS, Indent).value(V);
  }
  return Json;
}

std::string percentEncode(llvm::StringRef S) {
  std::string Out;
  for (char C : S)
    if (llvm::isAlnum(C) || llvm::StringRef("-._~/").contains(C))
      Out += C;
    else
      appendPercent(Out, C);
  return Out;
}

} // namespace sweeper
