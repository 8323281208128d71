#include "scan/Lexical.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <optional>

namespace sweeper {

namespace {

/// Where each kind of string or comment a syntax knows ends, given where it
/// starts.
class RegionLexer {
public:
  RegionLexer(llvm::StringRef T, const LexSyntax &S) : T(T), S(S) {}

  /// The string or comment that starts at \p I, if one does.
  std::optional<RegionMap::Span> regionAt(size_t I) const {
    llvm::StringRef Rest = T.substr(I);
    if (S.CMakeBrackets)
      if (std::optional<RegionMap::Span> R = cmakeBracketAt(I, Rest))
        return R;
    if (!S.BlockOpen.empty() && Rest.starts_with(S.BlockOpen))
      return RegionMap::Span{I, until(I + S.BlockOpen.size(), S.BlockClose),
                             Region::Comment};
    if (opensLineComment(I, Rest))
      return RegionMap::Span{I, untilEol(I), Region::Comment};
    if (S.TripleQuoteStrings &&
        (Rest.starts_with("\"\"\"") || Rest.starts_with("'''")))
      return RegionMap::Span{I, until(I + 3, Rest.take_front(3)),
                             Region::String};
    if (T[I] == '"' || (T[I] == '\'' && S.SingleQuoteStrings))
      return RegionMap::Span{I, quoteEnd(I), Region::String};
    return std::nullopt;
  }

private:
  /// `#[[...]]` and `#[=[...]=]` comments, `[[...]]` arguments.
  std::optional<RegionMap::Span> cmakeBracketAt(size_t I,
                                                llvm::StringRef Rest) const {
    if (Rest.starts_with("#[["))
      return RegionMap::Span{I, until(I, "]]"), Region::Comment};
    if (Rest.starts_with("#[=["))
      return RegionMap::Span{I, until(I, "]=]"), Region::Comment};
    if (Rest.starts_with("[["))
      return RegionMap::Span{I, until(I + 2, "]]"), Region::String};
    return std::nullopt;
  }

  bool opensLineComment(size_t I, llvm::StringRef Rest) const {
    if (S.LineComment.empty() || !Rest.starts_with(S.LineComment))
      return false;
    return !S.HashNeedsWordStart || I == 0 || llvm::isSpace(T[I - 1]) ||
           T[I - 1] == ';';
  }

  /// Just past the quote that closes the one at \p I (or the end of the
  /// line, or of the text, when none does).
  size_t quoteEnd(size_t I) const {
    char Quote = T[I];
    bool Escapes = S.Backslash && Quote == '"';
    char Stops[4] = {Quote};
    size_t N = 1;
    if (Escapes)
      Stops[N++] = '\\';
    if (!S.MultilineStrings)
      Stops[N++] = '\n';
    size_t J = I + 1;
    // From stop to stop: an escape skips the byte after it.
    while ((J = T.find_first_of(llvm::StringRef(Stops, N), J)) !=
               llvm::StringRef::npos &&
           T[J] == '\\' && Escapes)
      J += 2;
    return J == llvm::StringRef::npos ? T.size() : J + 1;
  }

  size_t untilEol(size_t From) const {
    size_t E = T.find('\n', From);
    return E == llvm::StringRef::npos ? T.size() : E;
  }

  size_t until(size_t From, llvm::StringRef Close) const {
    size_t E = T.find(Close, From);
    return E == llvm::StringRef::npos ? T.size() : E + Close.size();
  }

  llvm::StringRef T;
  const LexSyntax &S;
};

} // namespace

/// Every character a string or comment of \p S can start with: the map
/// jumps between them instead of asking at every byte.
static std::string regionStarts(const LexSyntax &S) {
  std::string Out = "\"";
  if (S.SingleQuoteStrings || S.TripleQuoteStrings)
    Out += '\'';
  if (S.CMakeBrackets)
    Out += "#[";
  if (!S.BlockOpen.empty())
    Out += S.BlockOpen.front();
  if (!S.LineComment.empty())
    Out += S.LineComment.front();
  return Out;
}

RegionMap::RegionMap(llvm::StringRef T, const LexSyntax &S, size_t Until) {
  RegionLexer Lexer(T, S);
  const std::string Starts = regionStarts(S);
  for (size_t I = T.find_first_of(Starts); I < T.size() && I <= Until;) {
    std::optional<Span> R = Lexer.regionAt(I);
    if (R)
      Spans.push_back(*R);
    I = T.find_first_of(Starts, R ? R->End : I + 1);
  }
}

const RegionMap::Span *RegionMap::find(size_t Off) const {
  auto It =
      std::upper_bound(Spans.begin(), Spans.end(), Off,
                       [](size_t O, const Span &S) { return O < S.Begin; });
  if (It == Spans.begin())
    return nullptr;
  --It;
  return Off < It->End ? &*It : nullptr;
}

Region RegionMap::at(size_t Off) const {
  const Span *S = find(Off);
  return S ? S->R : Region::Code;
}

size_t RegionMap::regionEnd(size_t Off) const {
  const Span *S = find(Off);
  return S ? S->End : Off + 1;
}

namespace {

bool isNameChar(char C) {
  return llvm::isAlnum(C) || C == '_' || C == '.' || C == ':';
}

/// Follows the strings and comments along offsets that never decrease.
class NonCodeCursor {
public:
  explicit NonCodeCursor(llvm::ArrayRef<RegionMap::Span> Spans)
      : Spans(Spans) {}

  bool contains(size_t Off) {
    while (Next < Spans.size() && Spans[Next].End <= Off)
      ++Next;
    return Next < Spans.size() && Spans[Next].Begin <= Off;
  }

private:
  llvm::ArrayRef<RegionMap::Span> Spans;
  size_t Next = 0;
};

/// The calls whose parentheses are open at the current offset.
class OpenCalls {
public:
  /// The call is named by the identifier before \p Paren, blanks between,
  /// and at most 256 bytes of it: a name is copied into each message of
  /// the hits inside its call.
  void open(llvm::StringRef T, size_t Paren) {
    size_t E = Paren;
    while (E > 0 && (T[E - 1] == ' ' || T[E - 1] == '\t'))
      --E;
    size_t B = E;
    while (B > 0 && E - B < 256 && isNameChar(T[B - 1]))
      --B;
    Stack.push_back({T.slice(B, E), Paren + 1});
  }
  void close() {
    if (!Stack.empty())
      Stack.pop_back();
  }
  CallContext innermost() const {
    return Stack.empty() ? CallContext{} : Stack.back();
  }

private:
  std::vector<CallContext> Stack;
};

} // namespace

std::vector<CallContext> enclosingCalls(llvm::StringRef T,
                                        const RegionMap &Regions,
                                        llvm::ArrayRef<size_t> Offsets) {
  std::vector<CallContext> Out;
  Out.reserve(Offsets.size());
  NonCodeCursor NonCode(Regions.spans());
  OpenCalls Calls;
  // From parenthesis to parenthesis: each hit gets the calls open before
  // it, and nothing else in the text changes them.
  for (size_t I = 0; Out.size() < Offsets.size();) {
    size_t P = T.find_first_of("()", I);
    while (Out.size() < Offsets.size() && Offsets[Out.size()] <= P)
      Out.push_back(Calls.innermost());
    if (P == llvm::StringRef::npos)
      break;
    if (!NonCode.contains(P)) {
      if (T[P] == '(')
        Calls.open(T, P);
      else
        Calls.close();
    }
    I = P + 1;
  }
  return Out;
}

size_t firstArgumentEnd(llvm::StringRef T, const RegionMap &Regions,
                        const CallContext &Call, bool CommaSep) {
  unsigned Depth = 0;
  bool InArg = false;
  for (size_t I = Call.ArgsBegin; I < T.size(); ++I) {
    if (Regions.at(I) != Region::Code) {
      InArg = true;
      I = std::max(I, Regions.regionEnd(I) - 1);
      continue;
    }
    char C = T[I];
    if (C == '(' || C == '[' || C == '{') {
      // No first argument nests this deep; unclosed brackets would make
      // every call's search run to the file's end.
      if (++Depth > 64)
        return I;
    } else if (C == ')' || C == ']' || C == '}') {
      if (Depth == 0)
        return I; // the call ends
      --Depth;
    }
    if (Depth)
      continue;
    if (CommaSep ? C == ',' : (llvm::isSpace(C) && InArg))
      return I;
    if (!llvm::isSpace(C))
      InArg = true;
  }
  return T.size();
}

} // namespace sweeper
