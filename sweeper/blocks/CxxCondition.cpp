// The value of an #if/#elif condition once the removed macros are gone:
// the preprocessor's expression grammar over the condition's Clang tokens,
// a removed name (or `defined` of one) as 0 and every other identifier
// unknown. Only a condition known to be 0 makes its branch dead: `~X`,
// `X || -1`, `!X` and `X == 0` are true without the backend.
#include "blocks/Lexed.h"
#include "match/Matcher.h"
#include <optional>

namespace sweeper {

bool removedName(llvm::StringRef Name, const Matcher &M) {
  return !Name.empty() && !M.findCertain(Name).empty();
}

namespace {

using Value = std::optional<int64_t>;

/// Binary operators by precedence, lowest first (`?:` is below them all).
int precedence(llvm::StringRef Op) {
  static const std::pair<const char *, int> Table[] = {
      {"||", 1}, {"&&", 2}, {"|", 3}, {"^", 4},  {"&", 5},  {"==", 6},
      {"!=", 6}, {"<", 7},  {">", 7}, {"<=", 7}, {">=", 7}, {"<<", 8},
      {">>", 8}, {"+", 9},  {"-", 9}, {"*", 10}, {"/", 10}, {"%", 10}};
  for (auto &[S, P] : Table)
    if (Op == S)
      return P;
  return 0;
}

/// An integer literal's value; unknown for unsigned ones (they change how
/// the comparisons around them read) and for what does not fit.
Value number(llvm::StringRef S) {
  std::string Digits;
  for (char C : S)
    if (C != '\'')
      Digits += C;
  llvm::StringRef D(Digits);
  llvm::StringRef Suffix = D.substr(D.find_last_not_of("uUlLzZ") + 1);
  if (Suffix.contains_insensitive("u"))
    return std::nullopt;
  D = D.drop_back(Suffix.size());
  int64_t V = 0;
  if (D.getAsInteger(0, V))
    return std::nullopt;
  return V;
}

/// `/`, `%`, `<<`, `>>`: unknown where C leaves them undefined.
Value divideOrShift(llvm::StringRef Op, int64_t A, int64_t B) {
  if (Op == "/" || Op == "%") {
    if (B == 0 || (A == INT64_MIN && B == -1))
      return std::nullopt;
    return Op == "/" ? A / B : A % B;
  }
  if (B < 0 || B >= 64)
    return std::nullopt;
  return Op == "<<" ? int64_t(uint64_t(A) << B) : A >> B;
}

/// Both known: \p Op applied, wrapping as the preprocessor's intmax_t
/// arithmetic does; unknown where it would be undefined.
Value arith(llvm::StringRef Op, int64_t A, int64_t B) {
  uint64_t UA = A, UB = B;
  if (Op == "+")
    return int64_t(UA + UB);
  if (Op == "-")
    return int64_t(UA - UB);
  if (Op == "*")
    return int64_t(UA * UB);
  if (Op == "/" || Op == "%" || Op == "<<" || Op == ">>")
    return divideOrShift(Op, A, B);
  static const std::pair<const char *, bool (*)(int64_t, int64_t)> Cmp[] = {
      {"==", [](int64_t X, int64_t Y) { return X == Y; }},
      {"!=", [](int64_t X, int64_t Y) { return X != Y; }},
      {"<", [](int64_t X, int64_t Y) { return X < Y; }},
      {">", [](int64_t X, int64_t Y) { return X > Y; }},
      {"<=", [](int64_t X, int64_t Y) { return X <= Y; }},
      {">=", [](int64_t X, int64_t Y) { return X >= Y; }},
      {"&&", [](int64_t X, int64_t Y) { return X && Y; }},
      {"||", [](int64_t X, int64_t Y) { return X || Y; }}};
  for (auto &[S, F] : Cmp)
    if (Op == S)
      return F(A, B) ? 1 : 0;
  if (Op == "&")
    return A & B;
  if (Op == "|")
    return A | B;
  return A ^ B;
}

/// \p Op with an operand unknown: `0 && x` and `1 || x` are known all the
/// same (an int either way). `0 * x` is not: an unknown x may be unsigned,
/// and then so is the 0, which turns `0 * x - 1 > 5` true.
Value combine(llvm::StringRef Op, Value A, Value B) {
  if (A && B)
    return arith(Op, *A, *B);
  auto Is = [](Value V, bool NonZero) { return V && (*V != 0) == NonZero; };
  if (Op == "&&" && (Is(A, false) || Is(B, false)))
    return 0;
  if (Op == "||" && (Is(A, true) || Is(B, true)))
    return 1;
  return std::nullopt;
}

/// Recursive descent over one condition's tokens; Bad once anything does
/// not parse, which makes the whole condition unknown.
class Evaluator {
public:
  Evaluator(llvm::ArrayRef<CxxToken> Toks, const Matcher &M) : M(M) {
    for (const CxxToken &T : Toks)
      if (T.K != CxxToken::Comment)
        this->Toks.push_back(T);
  }

  Truth run() {
    Value V = conditional();
    if (Bad || I != Toks.size() || !V)
      return Truth::Unknown;
    return *V ? Truth::True : Truth::False;
  }

private:
  llvm::StringRef peek() const { return I < Toks.size() ? Toks[I].Text : ""; }
  bool accept(llvm::StringRef S) {
    if (I < Toks.size() && Toks[I].K == CxxToken::Punct && Toks[I].Text == S)
      return ++I, true;
    return false;
  }
  void expect(llvm::StringRef S) { Bad |= !accept(S); }

  Value conditional() {
    DepthGuard G(Depth);
    if (G.tooDeep())
      return Bad = true, std::nullopt;
    Value C = binary(1);
    if (!accept("?"))
      return C;
    Value A = conditional();
    expect(":");
    Value B = conditional();
    // The result has both branches' type: an unknown branch may make the
    // chosen one unsigned.
    if (!A || !B)
      return std::nullopt;
    return !C ? (*A == *B ? A : std::nullopt) : *C ? A : B;
  }

  Value binary(int Min) {
    Value A = unary();
    while (!Bad && I < Toks.size() && Toks[I].K == CxxToken::Punct) {
      llvm::StringRef Op = peek();
      int P = precedence(Op);
      if (!P || P < Min)
        break;
      ++I;
      A = combine(Op, A, binary(P + 1));
    }
    return A;
  }

  Value unary() {
    DepthGuard G(Depth);
    if (G.tooDeep())
      return Bad = true, std::nullopt;
    for (llvm::StringRef Op : {"!", "~", "-", "+"})
      if (accept(Op)) {
        Value V = unary();
        if (!V)
          return V;
        return Op == "!"   ? Value(!*V)
               : Op == "~" ? Value(~*V)
               : Op == "-" ? Value(int64_t(0 - uint64_t(*V)))
                           : V;
      }
    return primary();
  }

  Value primary() {
    if (I >= Toks.size())
      return Bad = true, std::nullopt;
    if (accept("(")) {
      Value V = conditional();
      expect(")");
      return V;
    }
    const CxxToken &T = Toks[I++];
    if (T.K == CxxToken::Number)
      return number(T.Text);
    if (T.K == CxxToken::Char)
      return std::nullopt;
    if (T.K != CxxToken::Ident)
      return Bad = true, std::nullopt;
    if (T.Text == "defined")
      return definedOperand();
    if (peek() == "(") // a function-like macro or __has_include(...)
      return skipParens(), std::nullopt;
    return removedName(T.Text, M) ? Value(0) : std::nullopt;
  }

  Value definedOperand() {
    bool Paren = accept("(");
    if (I >= Toks.size() || Toks[I].K != CxxToken::Ident)
      return Bad = true, std::nullopt;
    bool Removed = removedName(Toks[I++].Text, M);
    if (Paren)
      expect(")");
    return Removed ? Value(0) : std::nullopt;
  }

  void skipParens() {
    int Depth = 0;
    do {
      Depth += peek() == "(" ? 1 : peek() == ")" ? -1 : 0;
      ++I;
    } while (Depth > 0 && I < Toks.size());
    Bad |= Depth != 0;
  }

  std::vector<CxxToken> Toks;
  const Matcher &M;
  size_t I = 0;
  bool Bad = false;
  unsigned Depth = 0;
};

} // namespace

Truth cxxTruth(llvm::ArrayRef<CxxToken> Cond, const Matcher &M) {
  return Evaluator(Cond, M).run();
}

} // namespace sweeper
