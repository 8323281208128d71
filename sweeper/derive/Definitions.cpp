#include "derive/Definitions.h"
#include "match/Segments.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {

bool boundaryAt(llvm::StringRef T, size_t I) {
  bool Before = I > 0 && isIdentChar(T[I - 1]);
  bool After = I < T.size() && isIdentChar(T[I]);
  return Before != After;
}

bool wholeNameAt(llvm::StringRef T, size_t B, size_t E) {
  auto Edge = [&](size_t Inside, size_t Outside, bool AtEnd) {
    if (isIdentChar(T[Inside]))
      return boundaryAt(T, AtEnd ? Inside + 1 : Inside);
    return AtEnd ? Outside >= T.size() ||
                       !(isIdentChar(T[Outside]) || T[Outside] == '-')
                 : Outside == 0 ||
                       !(isIdentChar(T[Outside - 1]) || T[Outside - 1] == '-');
  };
  return E > B && Edge(B, B, false) && Edge(E - 1, E, true);
}

namespace {

/// Whether the directive word T[W, I) after a '#' defines the name after
/// it: `#define`, a configured header's `#cmakedefine` (01), and the
/// `/* #undef X */` CMake and autoconf write for a macro left unset.
bool definingDirective(llvm::StringRef T, size_t W, size_t I) {
  llvm::StringRef Word = T.slice(W, I);
  size_t J = W;
  while (J > 0 && (T[J - 1] == ' ' || T[J - 1] == '\t'))
    --J;
  if (J == 0 || T[J - 1] != '#')
    return false;
  if (Word == "define" || Word == "cmakedefine" || Word == "cmakedefine01")
    return true;
  return Word == "undef" && T.take_front(J - 1).rtrim(" \t").ends_with("/*");
}

/// `class `, `def `, `struct `, `enum `, `union `, `namespace ` or a
/// defining directive (blanks after it) ends just before \p B.
bool afterDefiningWord(llvm::StringRef T, size_t B) {
  size_t I = B;
  while (I > 0 && llvm::isSpace(T[I - 1]))
    --I;
  if (I == B)
    return false;
  llvm::StringRef Before = T.take_front(I);
  for (llvm::StringRef K :
       {"class", "def", "struct", "enum", "union", "namespace"})
    if (Before.ends_with(K) && boundaryAt(T, I - K.size()))
      return true;
  size_t W = I;
  while (W > 0 && isIdentChar(T[W - 1]))
    --W;
  return W < I && definingDirective(T, W, I);
}

/// `NAME = ...` or `NAME: type = ...` (not `==`) starts at \p E.
bool assignedAt(llvm::StringRef T, size_t E) {
  size_t I = E;
  while (I < T.size() && llvm::isSpace(T[I]))
    ++I;
  if (I < T.size() && T[I] == ':')
    while (++I < T.size() && T[I] != '=' && T[I] != '\n')
      ;
  return I + 1 < T.size() && T[I] == '=' && T[I + 1] != '=';
}

/// Whether the `>` at \p Close ends a template's arguments: its `<`
/// follows a name, with no statement's end between (`map<K, V>`, not
/// `a > b`).
bool closesTemplate(llvm::StringRef T, size_t Close) {
  unsigned Depth = 0;
  for (size_t I = Close + 1; I-- > 0;) {
    if (T[I] == '>')
      ++Depth;
    else if (T[I] == ';' || T[I] == '{' || T[I] == '}')
      return false;
    else if (T[I] == '<' && --Depth == 0)
      return I > 0 && isIdentChar(T[I - 1]);
  }
  return false;
}

/// A type name or a template's `>` ends before the `*` or `&` at \p I
/// (and any more of them): `T *x`, `T &x`, `T **x`; or a `(` opens a
/// function pointer's declarator, `(*x)`.
bool typeBefore(llvm::StringRef T, size_t I) {
  bool Pointer = T[I] == '*';
  while (I > 0 && llvm::StringRef("*& \t").contains(T[I - 1]))
    --I;
  return I > 0 && (isIdentChar(T[I - 1]) || T[I - 1] == '>' ||
                   (T[I - 1] == '(' && Pointer));
}

/// The declaration at \p B is `extern`: it names a variable defined
/// elsewhere (mpv's `extern const struct vo_driver video_out_x;` listing a
/// removed output), no definition of the kept code's own.
bool externAt(llvm::StringRef T, size_t B) {
  size_t Start = T.find_last_of(";{}", B);
  llvm::StringRef Head =
      T.slice(Start == llvm::StringRef::npos ? 0 : Start + 1, B);
  for (size_t At = Head.find("extern"); At != llvm::StringRef::npos;
       At = Head.find("extern", At + 1))
    if (boundaryAt(Head, At) && boundaryAt(Head, At + 6))
      return true;
  return false;
}

/// A C/C++ declarator: a type name, a template's `>`, `*` or `&` before
/// \p B, on its line or the one before, and `;`, `[`, `=`, `,`, `)` or a
/// bit-field's `:` after \p E (`char *request_target;`, a member or
/// parameter of kept code, TVM's `std::unordered_map<...>` on the line
/// above its member `crt_buf2threads_;`). Words that end a statement's
/// start (`return x;`, `case X:`) are no type.
bool declaredAt(llvm::StringRef T, size_t B, size_t E) {
  size_t I = B;
  for (unsigned Breaks = 0; I > 0 && llvm::isSpace(T[I - 1]); --I)
    if (T[I - 1] == '\n' && ++Breaks > 1)
      return false;
  if (I == 0)
    return false;
  char Before = T[I - 1];
  if (Before == '>') {
    if ((I > 1 && T[I - 2] == '-') || !closesTemplate(T, I - 1))
      return false;
  } else if (isIdentChar(Before)) {
    size_t W = I;
    while (W > 0 && isIdentChar(T[W - 1]))
      --W;
    llvm::StringRef Word = T.slice(W, I);
    if (llvm::is_contained({"return", "case", "goto", "sizeof", "else", "new",
                            "delete", "throw", "co_return", "co_yield",
                            "defined", "define", "ifdef", "ifndef", "undef"},
                           Word))
      return false;
  } else if (Before != '*' && Before != '&') {
    return false;
  } else if (!typeBefore(T, I - 1)) {
    return false; // `&x,` in an initializer takes an address
  }
  size_t J = E;
  while (J < T.size() && (T[J] == ' ' || T[J] == '\t'))
    ++J;
  return J < T.size() && llvm::StringRef(";[=,):").contains(T[J]) &&
         !(T[J] == ':' && J + 1 < T.size() && T[J + 1] == ':') &&
         !externAt(T, B);
}

/// The innermost `(` still open before \p B, within \p Reach bytes.
size_t openParenBefore(llvm::StringRef T, size_t B, size_t Reach) {
  unsigned Depth = 0;
  for (size_t I = B, Stop = B > Reach ? B - Reach : 0; I-- > Stop;) {
    if (T[I] == ')')
      ++Depth;
    else if (T[I] == '(' && Depth-- == 0)
      return I;
  }
  return llvm::StringRef::npos;
}

/// A Python parameter without default or annotation: T[B, E) is followed
/// by `,` or `)` and sits in the parentheses of `def NAME(`. TVM's kept
/// `def compile_model(symbol_name, ..., compiler_opts,)` takes a string,
/// not the removed `compiler_opts` function.
bool pythonParameterAt(llvm::StringRef T, size_t B, size_t E) {
  llvm::StringRef After = T.drop_front(E).ltrim();
  if (After.empty() || (After.front() != ',' && After.front() != ')'))
    return false;
  size_t Open = openParenBefore(T, B, 2000);
  if (Open == llvm::StringRef::npos)
    return false;
  llvm::StringRef Head = T.take_front(Open).rtrim(" \t");
  size_t W = Head.size();
  while (W > 0 && isIdentChar(Head[W - 1]))
    --W;
  return W < Head.size() && afterDefiningWord(T, W) &&
         Head.take_front(W).rtrim().ends_with("def");
}

/// Words that begin a statement and may stand before a call.
bool statementWord(llvm::StringRef Word) {
  return llvm::is_contained({"return", "case", "goto", "sizeof", "else", "new",
                             "delete", "throw", "co_return", "co_yield",
                             "co_await", "do", "defined", "define", "ifdef",
                             "ifndef", "undef", "elif", "if"},
                            Word);
}

} // namespace

bool declaresFunction(llvm::StringRef Text, size_t B, size_t E) {
  // A declaration's head is short: looking further back for the line's
  // start made a long line of calls quadratic.
  constexpr size_t MaxHead = 200;
  llvm::StringRef Before = Text.take_front(B);
  llvm::StringRef Head = Before.take_back(MaxHead);
  size_t Break = Head.rfind('\n');
  if (Break == llvm::StringRef::npos && Head.size() < Before.size())
    return false;
  Head = Break == llvm::StringRef::npos ? Head : Head.drop_front(Break + 1);
  // Type words, qualifiers, pointers and templates only: `ok && f(` and
  // `x = f(` are calls.
  bool TypeHead = llvm::all_of(Head, [](char C) {
    return isIdentChar(C) || llvm::StringRef(" \t*&:<>,").contains(C);
  });
  llvm::StringRef Type = Head.rtrim(" \t*&");
  if (!Text.drop_front(E).ltrim(" \t").starts_with("(") || !TypeHead ||
      Head.contains("&&") || Type.empty() || !isIdentChar(Type.back()))
    return false;
  size_t W = Type.size();
  while (W > 0 && isIdentChar(Type[W - 1]))
    --W;
  return !statementWord(Type.drop_front(W));
}

/// Definitions below the top level in code: nested classes, methods,
/// parameters (in Python, of a `def`), attributes and locals assigned,
/// enumerators, and C/C++ members, parameters and locals declared. A removed
/// name defined so in kept code is an ordinary name there (`MODEL_TYPE` as a
/// nested class). Not for shell or build files, where `NAME=value` sets a
/// removed switch.
bool definedLocally(llvm::StringRef Text, size_t B, size_t E, bool Cxx) {
  return afterDefiningWord(Text, B) || assignedAt(Text, E) ||
         (Cxx ? declaredAt(Text, B, E) : pythonParameterAt(Text, B, E));
}

namespace {

/// The innermost brace still open at \p B opens a struct, class or union:
/// its head, back to the statement before it, holds one of those words.
bool insideRecord(llvm::StringRef T, size_t B) {
  unsigned Depth = 0;
  for (size_t I = B; I-- > 0;) {
    if (T[I] == '}') {
      ++Depth;
    } else if (T[I] == '{' && Depth > 0) {
      --Depth;
    } else if (T[I] == '{') {
      size_t Start = T.find_last_of(";{}", I);
      llvm::StringRef Head =
          T.slice(Start == llvm::StringRef::npos ? 0 : Start + 1, I);
      for (llvm::StringRef K : {"struct", "class", "union"})
        for (size_t At = Head.find(K); At != llvm::StringRef::npos;
             At = Head.find(K, At + 1))
          if (boundaryAt(Head, At) && boundaryAt(Head, At + K.size()))
            return true;
      return false;
    }
  }
  return false;
}

} // namespace

bool declaresMember(llvm::StringRef Text, size_t B, size_t E) {
  size_t J = E;
  while (J < Text.size() && (Text[J] == ' ' || Text[J] == '\t'))
    ++J;
  return J < Text.size() && llvm::StringRef(";[:").contains(Text[J]) &&
         declaredAt(Text, B, E) && insideRecord(Text, B);
}

} // namespace sweeper
