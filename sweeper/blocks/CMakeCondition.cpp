// The value of an if()/elseif() condition once the removed variables are
// gone (OFF): CMake's own grammar (parentheses, unary tests, binary tests,
// NOT, AND, OR) over the arguments the reader gave. A constant is what CMake
// says it is (`ON`, `TRUE`, a non-zero number...); every other kept name is
// unknown. `X OR TRUE` and `NOT X` are true without the backend.
#include "blocks/Lexed.h"
#include "match/Matcher.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {
namespace {

bool oneOf(llvm::StringRef S, std::initializer_list<const char *> Words) {
  return llvm::any_of(Words, [&](const char *W) { return S == W; });
}

bool isUnaryTest(llvm::StringRef S) {
  return oneOf(S, {"EXISTS", "COMMAND", "POLICY", "TARGET", "TEST", "DEFINED",
                   "IS_DIRECTORY", "IS_SYMLINK", "IS_ABSOLUTE", "IS_READABLE",
                   "IS_WRITABLE", "IS_EXECUTABLE"});
}

bool isBinaryTest(llvm::StringRef S) {
  return oneOf(S, {"STREQUAL", "STRLESS", "STRGREATER", "STRLESS_EQUAL",
                   "STRGREATER_EQUAL", "EQUAL", "LESS", "GREATER", "LESS_EQUAL",
                   "GREATER_EQUAL", "MATCHES", "VERSION_EQUAL", "VERSION_LESS",
                   "VERSION_GREATER", "VERSION_LESS_EQUAL",
                   "VERSION_GREATER_EQUAL", "IN_LIST", "IS_NEWER_THAN",
                   "PATH_EQUAL"});
}

/// if(<constant>): known for CMake's named constants and numbers.
Truth constant(llvm::StringRef S) {
  std::string U = S.upper();
  if (oneOf(U, {"1", "ON", "YES", "TRUE", "Y"}))
    return Truth::True;
  if (oneOf(U, {"", "0", "OFF", "NO", "FALSE", "N", "IGNORE", "NOTFOUND"}) ||
      llvm::StringRef(U).ends_with("-NOTFOUND"))
    return Truth::False;
  double D;
  if (!S.getAsDouble(D))
    return D != 0 ? Truth::True : Truth::False;
  return Truth::Unknown;
}

Truth negate(Truth T) {
  return T == Truth::Unknown ? T
         : T == Truth::True  ? Truth::False
                             : Truth::True;
}

class Evaluator {
public:
  Evaluator(llvm::ArrayRef<CMakeArg> Args, const Matcher &M) : A(Args), M(M) {}

  Truth run() {
    Truth T = orExpr();
    return Bad || I != A.size() ? Truth::Unknown : T;
  }

private:
  bool keyword(llvm::StringRef W) const {
    return I < A.size() && A[I].K == CMakeArg::Unquoted && A[I].Text == W;
  }

  Truth orExpr() {
    Truth T = andExpr();
    while (keyword("OR")) {
      ++I;
      Truth R = andExpr();
      T = T == Truth::True || R == Truth::True     ? Truth::True
          : T == Truth::False && R == Truth::False ? Truth::False
                                                   : Truth::Unknown;
    }
    return T;
  }

  Truth andExpr() {
    Truth T = notExpr();
    while (keyword("AND")) {
      ++I;
      Truth R = notExpr();
      T = T == Truth::False || R == Truth::False ? Truth::False
          : T == Truth::True && R == Truth::True ? Truth::True
                                                 : Truth::Unknown;
    }
    return T;
  }

  Truth notExpr() {
    DepthGuard G(Depth);
    if (G.tooDeep())
      return Bad = true, Truth::Unknown;
    if (keyword("NOT"))
      return ++I, negate(notExpr());
    return test();
  }

  Truth test() {
    DepthGuard G(Depth);
    if (G.tooDeep())
      return Bad = true, Truth::Unknown;
    if (I >= A.size())
      return Bad = true, Truth::Unknown;
    if (A[I].K == CMakeArg::Open) {
      ++I;
      Truth T = orExpr();
      Bad |= I >= A.size() || A[I].K != CMakeArg::Close;
      ++I;
      return T;
    }
    if (A[I].K == CMakeArg::Unquoted && isUnaryTest(A[I].Text)) {
      llvm::StringRef Op = A[I++].Text;
      if (I >= A.size())
        return Bad = true, Truth::Unknown;
      // A removed target, test or variable no longer exists.
      bool Gone =
          oneOf(Op, {"TARGET", "TEST", "DEFINED"}) && removedName(A[I].Text, M);
      ++I;
      return Gone ? Truth::False : Truth::Unknown;
    }
    const CMakeArg &Lhs = A[I++];
    if (I < A.size() && A[I].K == CMakeArg::Unquoted && isBinaryTest(A[I].Text))
      return binary(Lhs);
    return single(Lhs);
  }

  /// `VAR STREQUAL "backend"`: a value only the removed backend took.
  Truth binary(const CMakeArg &Lhs) {
    llvm::StringRef Op = A[I++].Text;
    if (I >= A.size())
      return Bad = true, Truth::Unknown;
    const CMakeArg &Rhs = A[I++];
    bool Value = Rhs.K == CMakeArg::Quoted && removedName(Rhs.Text, M);
    bool Variable = Lhs.K == CMakeArg::Unquoted && !removedName(Lhs.Text, M) &&
                    !Lhs.Text.contains("${");
    if (Op == "STREQUAL" && Value && Variable)
      return Truth::False;
    return Truth::Unknown;
  }

  Truth single(const CMakeArg &Arg) {
    if (Arg.K == CMakeArg::Bracket || Arg.K == CMakeArg::Close ||
        Arg.Text.contains("${") || Arg.Text.contains('\\'))
      return Truth::Unknown;
    Truth C = constant(Arg.Text);
    // A quoted non-constant is a variable's name only under old policy.
    if (C != Truth::Unknown || Arg.K == CMakeArg::Quoted)
      return C;
    return removedName(Arg.Text, M) ? Truth::False : Truth::Unknown;
  }

  llvm::ArrayRef<CMakeArg> A;
  const Matcher &M;
  size_t I = 0;
  bool Bad = false;
  unsigned Depth = 0;
};

} // namespace

Truth cmakeTruth(llvm::ArrayRef<CMakeArg> Cond, const Matcher &M) {
  return Evaluator(Cond, M).run();
}

} // namespace sweeper
