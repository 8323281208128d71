#include "match/Segments.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>

namespace sweeper {
namespace {

enum class Cls { Other, Lower, Upper, Digit };

Cls cls(char C) {
  if (llvm::isLower(C))
    return Cls::Lower;
  if (llvm::isUpper(C))
    return Cls::Upper;
  if (llvm::isDigit(C))
    return Cls::Digit;
  // Bytes of multi-byte UTF-8 sequences are letters: `émps` is one word.
  if (static_cast<unsigned char>(C) >= 0x80)
    return Cls::Lower;
  return Cls::Other;
}
bool isLetter(Cls C) { return C == Cls::Lower || C == Cls::Upper; }
bool isPathChar(char C) {
  return llvm::isAlnum(C) || C == '_' || C == '-' || C == '.' || C == '/';
}

} // namespace

bool isSegment(llvm::StringRef T, size_t B, size_t E) {
  if (B >= E || E > T.size())
    return false;
  Cls First = cls(T[B]), Last = cls(T[E - 1]);
  if (B > 0) {
    Cls Prev = cls(T[B - 1]);
    bool Ok = Prev == Cls::Other ||
              (Prev == Cls::Digit && First != Cls::Digit) ||
              (isLetter(Prev) && First == Cls::Digit) ||
              (Prev == Cls::Lower && First == Cls::Upper) ||
              // HTTPMps: an acronym ends where a Capitalised word starts.
              (Prev == Cls::Upper && First == Cls::Upper && E - B > 1 &&
               cls(T[B + 1]) == Cls::Lower);
    if (!Ok)
      return false;
  }
  if (E < T.size()) {
    Cls Next = cls(T[E]);
    bool Ok = Next == Cls::Other ||
              (Next == Cls::Digit && Last != Cls::Digit) ||
              (isLetter(Next) && Last == Cls::Digit) ||
              (Next == Cls::Upper && Last == Cls::Lower) ||
              // MPSGraph: the acronym ends where the next word starts.
              (Next == Cls::Upper && Last == Cls::Upper && E + 1 < T.size() &&
               cls(T[E + 1]) == Cls::Lower);
    if (!Ok)
      return false;
  }
  return true;
}

/// Whether a segment boundary lies between T[I - 1] and T[I] (0 < I < size).
static bool boundaryAt(llvm::StringRef T, size_t I) {
  Cls Prev = cls(T[I - 1]), Cur = cls(T[I]);
  if (Prev == Cls::Other || Cur == Cls::Other)
    return true;
  if ((Prev == Cls::Digit) != (Cur == Cls::Digit))
    return true;
  if (Prev == Cls::Lower && Cur == Cls::Upper)
    return true;
  return Prev == Cls::Upper && Cur == Cls::Upper && I + 1 < T.size() &&
         cls(T[I + 1]) == Cls::Lower;
}

/// Whether the segments ending and starting at \p I are one word: a run of
/// one or two letters against digits (`d3d11`, `h264`, `mp3`) is a name
/// written in both, where three letters or more are a word of their own
/// (`gles` and `2` of `gles2`).
static bool joinsDigits(llvm::StringRef T, size_t I) {
  Cls Prev = cls(T[I - 1]), Cur = cls(T[I]);
  if (Prev == Cls::Other || Cur == Cls::Other ||
      (Prev == Cls::Digit) == (Cur == Cls::Digit))
    return false;
  size_t Letters = 0;
  if (isLetter(Prev))
    for (size_t J = I; J > 0 && isLetter(cls(T[J - 1])); --J)
      ++Letters;
  else
    for (size_t J = I; J < T.size() && isLetter(cls(T[J])); ++J)
      ++Letters;
  return Letters < 3;
}

std::vector<std::string> splitWords(llvm::StringRef T) {
  std::vector<std::string> Words;
  size_t B = 0;
  for (size_t I = 1; I <= T.size(); ++I) {
    if (I < T.size() && (!boundaryAt(T, I) || joinsDigits(T, I)))
      continue;
    if (cls(T[B]) != Cls::Other)
      Words.push_back(T.slice(B, I).lower());
    B = I;
  }
  return Words;
}

bool isWholeIdentifier(llvm::StringRef T, size_t B, size_t E) {
  if (B >= E || E > T.size())
    return false;
  // Flags and dotted keys carry their own punctuation; only the word
  // characters at their ends need a boundary.
  // `-DNAME` hands a symbol to the compiler or CMake: NAME still stands alone.
  bool DefineFlag = B >= 2 && T[B - 1] == 'D' && T[B - 2] == '-' &&
                    (B < 3 || !isIdentChar(T[B - 3]));
  if (B > 0 && isIdentChar(T[B]) && isIdentChar(T[B - 1]) && !DefineFlag)
    return false;
  if (B > 0 && T[B] == '-' && T[B - 1] == '-')
    return false;
  if (E < T.size() && isIdentChar(T[E - 1]) && isIdentChar(T[E]))
    return false;
  if (E < T.size() && T[E - 1] != '-' && T[E] == '-' && T[B] == '-')
    return false; // --mps-foo is another flag
  return true;
}

bool isPathStart(llvm::StringRef T, size_t B) {
  return B == 0 || T[B] == '/' || !isPathChar(T[B - 1]) || T[B - 1] == '/';
}

bool isPathReference(llvm::StringRef T, size_t B, size_t E) {
  if (B >= E || E > T.size())
    return false;
  if (!isPathStart(T, B))
    return false;
  if (E < T.size() && T[E - 1] != '/' && isPathChar(T[E]) && T[E] != '/') {
    // `backends/apple/mps.md` or `mps_utils` are other names; a trailing
    // '.' ending a sentence still ends the path.
    if (!(T[E] == '.' && (E + 1 == T.size() || !isPathChar(T[E + 1]))))
      return false;
  }
  return true;
}

bool isIdentChar(char C) { return llvm::isAlnum(C) || C == '_'; }

llvm::StringRef enclosingWord(llvm::StringRef T, size_t B, size_t E) {
  auto Word = [](char C) {
    return isPathChar(C) || C == ':' || static_cast<unsigned char>(C) >= 0x80;
  };
  // At most MaxReach bytes each way: a minified or generated line can be
  // one 200 KB "word", and every hit in it would copy and rescan it.
  const size_t MaxReach = 256;
  size_t Lo = B > MaxReach ? B - MaxReach : 0;
  size_t Hi = std::min(T.size(), E + MaxReach);
  while (B > Lo && Word(T[B - 1]))
    --B;
  while (E < Hi && Word(T[E]))
    ++E;
  llvm::StringRef W = T.slice(B, E);
  return W.trim(".:-/");
}

namespace {

/// `std::micro` (a ratio of <chrono>): what follows `std::` is the C++
/// standard library's, reserved to it as `__x` is to the compiler.
bool inStd(llvm::StringRef Text, size_t Pos) {
  return Pos >= 5 && Text.substr(Pos - 5, 5) == "std::";
}

/// Whether \p Pos lies in encoded data, a key or a digest: a run of 32
/// letters, digits, `+` and `/` or more (looked at 32 each side) whose
/// letters and digits change between lower case, upper case and digits at
/// every other character or more. A name changes at its words' starts,
/// far less often. KEYS files' base64 holds any three letters
/// (`…Chw79crtH2S…`), and a PEM certificate's its `/` and `+` too
/// (`…BUtEOsS/Oa65…`).
bool inEncodedData(llvm::StringRef Text, size_t Pos, size_t End) {
  auto InRun = [](char C) { return llvm::isAlnum(C) || C == '+' || C == '/'; };
  size_t B = Pos, E = End;
  while (B > 0 && Pos - B < 32 && InRun(Text[B - 1]))
    --B;
  while (E < Text.size() && E - End < 32 && InRun(Text[E]))
    ++E;
  if (E - B < 32)
    return false;
  auto Class = [](char C) { return llvm::isDigit(C) ? 2 : llvm::isUpper(C); };
  unsigned Changes = 0, Alnum = 0;
  int Last = -1;
  for (size_t I = B; I < E; ++I) {
    if (!llvm::isAlnum(Text[I]))
      continue;
    ++Alnum;
    Changes += Last >= 0 && Class(Text[I]) != Last;
    Last = Class(Text[I]);
  }
  return Alnum >= 32 && Changes * 2 >= Alnum;
}

/// `A'rpi`, `O'Neil`: an apostrophe between letters joins one word (an
/// author's name, a contraction). A quote after `=`, `[` or a blank opens
/// a string, and so does one after a string prefix (Python's `r'`, `b'`,
/// `f'`, `u'` and their pairs, C's `L'`, `u8'`).
bool afterApostrophe(llvm::StringRef Text, size_t Pos) {
  if (Pos < 2 || Text[Pos - 1] != '\'' || !llvm::isAlnum(Text[Pos - 2]))
    return false;
  size_t W = Pos - 1;
  while (W > 0 && llvm::isAlnum(Text[W - 1]))
    --W;
  std::string Before = Text.slice(W, Pos - 1).lower();
  return !llvm::is_contained(
      {"r", "b", "f", "u", "rb", "br", "fr", "rf", "l", "u8"}, Before);
}

/// `0x8DFB`, a glyph table's `9DFB:`: a token of the letters a-f only,
/// in a run of hexadecimal digits that holds a decimal digit, is a number.
bool inHexNumber(llvm::StringRef Text, size_t Pos, size_t End) {
  auto Hex = [](char C) { return llvm::isHexDigit(C); };
  if (!llvm::all_of(Text.slice(Pos, End),
                    [&](char C) { return Hex(C) && llvm::isAlpha(C); }))
    return false;
  // At most MaxReach digits each way, so a line of one long number costs
  // the same per hit; a run that long with a digit in it is data.
  const size_t MaxReach = 64;
  size_t B = Pos, E = End;
  while (B > 0 && Pos - B < MaxReach && Hex(Text[B - 1]))
    --B;
  while (E < Text.size() && E - End < MaxReach && Hex(Text[E]))
    ++E;
  bool Prefixed = B >= 2 && Text[B - 1] == 'x' && Text[B - 2] == '0';
  if (Prefixed)
    return true;
  if (llvm::none_of(Text.slice(B, E), llvm::isDigit))
    return false;
  if (Pos - B == MaxReach || E - End == MaxReach)
    return true;
  // A word goes on past the digits (`d3d11_x`): a name, not a number.
  return (B == 0 || !isIdentChar(Text[B - 1])) &&
         (E == Text.size() || !isIdentChar(Text[E]));
}

} // namespace

bool namesNoBackend(llvm::StringRef Text, size_t B, size_t E) {
  return inStd(Text, B) || afterApostrophe(Text, B) ||
         inEncodedData(Text, B, E) || inHexNumber(Text, B, E);
}

} // namespace sweeper
