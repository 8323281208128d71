// The truth of a Python `if`/`elif` condition once the removed names are
// gone. A removed name is falsy, but whether it is None, False or 0 is not
// known: `nova is None` (the CPU fallback) is unknown, `not nova` is true,
// `nova_enabled or True` is true. `x == "nova"` is false: the backend's
// value can no longer be chosen.
#include "blocks/Lexed.h"
#include "match/Matcher.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {
namespace {

struct PyTok {
  enum Kind { Name, Number, String, Op } K;
  llvm::StringRef Text;
};

size_t stringEnd(llvm::StringRef S, size_t Quote) {
  char Q = S[Quote];
  bool Triple = S.substr(Quote).starts_with(std::string(3, Q));
  std::string Close(Triple ? 3 : 1, Q);
  for (size_t I = Quote + Close.size(); I < S.size(); ++I) {
    if (S[I] == '\\')
      ++I;
    else if (S.substr(I).starts_with(Close))
      return I + Close.size();
  }
  return llvm::StringRef::npos;
}

/// A name or dotted name at \p I (or a string's prefix: skipped).
size_t nameToken(llvm::StringRef S, size_t I, std::vector<PyTok> &Out) {
  size_t E = I;
  while (E < S.size() && (llvm::isAlnum(S[E]) || S[E] == '_' || S[E] == '.'))
    ++E;
  if (E < S.size() && (S[E] == '"' || S[E] == '\'') && E - I <= 2)
    return E; // a string prefix (r, b, f, rb...)
  Out.push_back({PyTok::Name, S.slice(I, E)});
  return E;
}

/// A string literal at \p I; npos when it is not closed.
size_t stringToken(llvm::StringRef S, size_t I, std::vector<PyTok> &Out) {
  size_t E = stringEnd(S, I);
  if (E == llvm::StringRef::npos)
    return E;
  size_t Q = S.substr(I).starts_with(std::string(3, S[I])) ? 3 : 1;
  Out.push_back({PyTok::String, S.slice(I + Q, E - Q)});
  return E;
}

/// An operator at \p I; npos for a character no condition holds.
size_t opToken(llvm::StringRef S, size_t I, std::vector<PyTok> &Out) {
  llvm::StringRef Two = S.substr(I, 2);
  size_t N = Two == "==" || Two == "!=" || Two == "<=" || Two == ">=" ? 2 : 1;
  if (N == 1 && !llvm::StringRef("()[]{},<>+-*/%|&^~:").contains(S[I]))
    return llvm::StringRef::npos;
  Out.push_back({PyTok::Op, S.substr(I, N)});
  return I + N;
}

/// The condition's tokens; false when it holds what this reader does not
/// know (an unterminated string, a stray character).
bool tokenize(llvm::StringRef S, std::vector<PyTok> &Out) {
  for (size_t I = 0; I < S.size();) {
    char C = S[I];
    if (C == ' ' || C == '\t') {
      ++I;
    } else if (llvm::isAlpha(C) || C == '_') {
      I = nameToken(S, I, Out);
    } else if (llvm::isDigit(C)) {
      size_t E = S.find_first_not_of("0123456789_.xXoObBabcdefABCDEFjJ", I);
      E = std::min(E, S.size());
      Out.push_back({PyTok::Number, S.slice(I, E)}), I = E;
    } else {
      I = C == '"' || C == '\'' ? stringToken(S, I, Out) : opToken(S, I, Out);
      if (I == llvm::StringRef::npos)
        return false;
    }
  }
  return true;
}

/// A decimal literal is true unless all zeros; others are not read.
Truth numberTruth(llvm::StringRef N) {
  if (N.find_first_not_of("0._") == llvm::StringRef::npos)
    return Truth::False;
  if (N.find_first_not_of("0123456789._") == llvm::StringRef::npos)
    return Truth::True;
  return Truth::Unknown;
}

/// A value as far as it is known: its truth, and what it is.
struct PyVal {
  Truth T = Truth::Unknown;
  enum Kind { Removed, Literal, Other } K = Other;
  llvm::StringRef Text; ///< a string literal's text
};

class Evaluator {
public:
  Evaluator(std::vector<PyTok> Toks, const Matcher &M)
      : Toks(std::move(Toks)), M(M) {}

  Truth run() {
    PyVal V = orExpr();
    return Bad || I != Toks.size() ? Truth::Unknown : V.T;
  }

private:
  bool accept(llvm::StringRef W) {
    if (I < Toks.size() && Toks[I].K != PyTok::String && Toks[I].Text == W)
      return ++I, true;
    return false;
  }

  PyVal orExpr() {
    PyVal A = andExpr();
    while (accept("or")) {
      PyVal B = andExpr();
      A.T = A.T == Truth::True || B.T == Truth::True     ? Truth::True
            : A.T == Truth::False && B.T == Truth::False ? Truth::False
                                                         : Truth::Unknown;
      A.K = PyVal::Other;
    }
    return A;
  }

  PyVal andExpr() {
    PyVal A = notExpr();
    while (accept("and")) {
      PyVal B = notExpr();
      A.T = A.T == Truth::False || B.T == Truth::False ? Truth::False
            : A.T == Truth::True && B.T == Truth::True ? Truth::True
                                                       : Truth::Unknown;
      A.K = PyVal::Other;
    }
    return A;
  }

  PyVal notExpr() {
    DepthGuard G(Depth);
    if (G.tooDeep())
      return Bad = true, PyVal{};
    if (!accept("not"))
      return comparison();
    PyVal V = notExpr();
    V.T = negate(V.T);
    V.K = PyVal::Other;
    return V;
  }

  static Truth negate(Truth T) {
    return T == Truth::Unknown ? T
           : T == Truth::True  ? Truth::False
                               : Truth::True;
  }

  bool comparisonOp(bool &Negated, bool &Equality) {
    Negated = false;
    Equality = accept("==") || (accept("!=") && (Negated = true));
    if (Equality)
      return true;
    if (accept("is") || accept("in") || accept("<") || accept(">") ||
        accept("<=") || accept(">="))
      return accept("not"), true;
    if (accept("not"))
      return !(Bad |= !accept("in"));
    return false;
  }

  PyVal comparison() {
    PyVal A = atom();
    bool Negated, Equality;
    if (!comparisonOp(Negated, Equality))
      return A;
    PyVal B = atom();
    PyVal Out;
    // `x == "nova"` with x no removed name: the backend's value.
    auto Backend = [&](const PyVal &V, const PyVal &W) {
      return V.K == PyVal::Other && W.K == PyVal::Literal &&
             removedName(W.Text, M);
    };
    if (Equality && (Backend(A, B) || Backend(B, A)))
      Out.T = Negated ? Truth::True : Truth::False;
    return Out;
  }

  PyVal atom() {
    DepthGuard G(Depth);
    if (G.tooDeep())
      return Bad = true, PyVal{};
    if (I >= Toks.size())
      return Bad = true, PyVal{};
    if (accept("("))
      return parenthesized();
    const PyTok &T = Toks[I++];
    PyVal V;
    if (T.K == PyTok::String)
      V = {T.Text.empty() ? Truth::False : Truth::True, PyVal::Literal, T.Text};
    else if (T.K == PyTok::Number)
      V = {numberTruth(T.Text), PyVal::Literal, ""};
    else if (T.K == PyTok::Name)
      V = name(T.Text);
    else
      Bad = true;
    trailers(V);
    return V;
  }

  PyVal name(llvm::StringRef N) {
    if (N == "None" || N == "False")
      return {Truth::False, PyVal::Literal, ""};
    if (N == "True")
      return {Truth::True, PyVal::Literal, ""};
    if (removedName(N, M))
      return {Truth::False, PyVal::Removed, ""};
    return {};
  }

  PyVal parenthesized() {
    PyVal V = orExpr();
    Bad |= !accept(")");
    return V;
  }

  /// A call or subscript after an atom: its value is not known.
  void trailers(PyVal &V) {
    while (I < Toks.size() && (Toks[I].Text == "(" || Toks[I].Text == "[") &&
           Toks[I].K == PyTok::Op) {
      int Depth = 0;
      do {
        llvm::StringRef S = Toks[I].K == PyTok::Op ? Toks[I].Text : "";
        Depth += S == "(" || S == "[" || S == "{"   ? 1
                 : S == ")" || S == "]" || S == "}" ? -1
                                                    : 0;
        ++I;
      } while (Depth > 0 && I < Toks.size());
      Bad |= Depth != 0;
      V = PyVal{};
    }
  }

  std::vector<PyTok> Toks;
  const Matcher &M;
  size_t I = 0;
  bool Bad = false;
  unsigned Depth = 0;
};

} // namespace

Truth pythonTruth(llvm::StringRef Cond, const Matcher &M) {
  std::vector<PyTok> Toks;
  if (!tokenize(Cond, Toks))
    return Truth::Unknown;
  return Evaluator(std::move(Toks), M).run();
}

} // namespace sweeper
