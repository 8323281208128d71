#pragma once
/// Each translation unit's budget of wall time and Clang memory. A tree can
/// hold a TU whose preprocessing never ends in either: a macro that expands
/// to 2^40 tokens, headers that include each other 2^40 times. Past its
/// budget a TU is cut off as if its files ended there, the parse finishes
/// on what it has, and the pass reports the TU: the process keeps its
/// memory and the sweep goes on.
#include "llvm/Support/Error.h"
#include <chrono>
#include <cstdint>
#include <string>

namespace clang {
class CompilerInstance;
class Token;
} // namespace clang

namespace sweeper {

struct TuLimits {
  /// Far above the slowest real TU's parse (seconds, not minutes).
  unsigned Seconds = 60;
  /// What Clang's source manager, preprocessor and AST hold for the TU:
  /// a heavy C++ TU (the C++ standard library and Clang's Sema headers)
  /// holds about 350 MiB; a macro bomb passes 1 GiB in seconds.
  uint64_t Megabytes = 1024;

  /// The defaults, or $SWEEPER_TU_SECONDS and $SWEEPER_TU_MEGABYTES; an
  /// error for a value that is not a positive whole number.
  static llvm::Expected<TuLimits> fromEnvironment();
};

class TuBudget {
public:
  /// The TU's time runs from here.
  explicit TuBudget(const TuLimits &L);

  /// Counts \p CI's preprocessing (tokens to the parser, macro expansions,
  /// files entered and left) and checks the budget every so often.
  void watch(clang::CompilerInstance &CI);

  /// Why the TU was cut off; empty while it is within its budget.
  const std::string &overBudget() const { return Why; }

  /// One step of preprocessing work.
  void step();
  /// A token on its way to the parser.
  void token(clang::Token &Tok);

private:
  TuLimits Limits;
  std::chrono::steady_clock::time_point Start;
  clang::CompilerInstance *CI = nullptr;
  uint64_t Steps = 0;
  std::string Why;

  std::string overNow() const;
  uint64_t clangBytes() const;
  void skipEndOfUnitWork();
  void windDown();
};

} // namespace sweeper
