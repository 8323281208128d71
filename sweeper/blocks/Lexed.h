#pragma once
/// How the fix planners read a file, so that nothing inside a string, a raw
/// string, a CMake bracket or quoted argument or a comment is taken for
/// code: C/C++ tokens from Clang's raw lexer, CMake commands from a reader
/// that knows the language's brackets and quotes, and the truth of a
/// condition once the removed names are gone.
#include "scan/SourceFile.h"
#include "llvm/ADT/ArrayRef.h"
#include <string>
#include <vector>

namespace sweeper {

class Matcher;

/// Counts an evaluator's recursion: a hostile condition nests `!`, `NOT`
/// or parentheses thousands deep; past MaxDepth it is unknown, never a
/// stack overflow.
class DepthGuard {
public:
  static constexpr unsigned MaxDepth = 200;
  explicit DepthGuard(unsigned &Counter) : Depth(Counter) { ++Depth; }
  DepthGuard(const DepthGuard &) = delete;
  DepthGuard &operator=(const DepthGuard &) = delete;
  ~DepthGuard() { --Depth; }
  bool tooDeep() const { return Depth > MaxDepth; }

private:
  unsigned &Depth;
};

/// What a condition is once every removed name is gone (taken as 0, OFF,
/// None or False): only a False branch is dead.
enum class Truth { False, True, Unknown };

struct CxxToken {
  enum Kind : uint8_t { Ident, Number, Char, String, Punct, Comment, Bad };
  Kind K = Bad;
  bool LineStart = false; ///< first token of its logical line
  size_t Offset = 0;
  llvm::StringRef Text; ///< the spelling, in the lexed text
};

struct CxxLexed {
  std::vector<CxxToken> Toks;
  /// Strings, raw strings, character literals and block comments left
  /// open: a fix must not add one.
  unsigned Unterminated = 0;
  /// Tokens spelled otherwise than they read (a line splice inside one,
  /// a `%:` digraph) or trigraphs that some modes read: the directives may
  /// not be what they look like, so no conditional is planned.
  unsigned Unclean = 0;
};

/// Every token of \p Text by clang::Lexer in raw mode (comments kept as
/// Comment tokens). The tokens' text points into \p Text.
CxxLexed lexCxx(llvm::StringRef Text);

/// The truth of `#if`/`#elif` \p Cond with removed names as 0, other
/// identifiers unknown; Unknown when it does not parse.
Truth cxxTruth(llvm::ArrayRef<CxxToken> Cond, const Matcher &M);

struct CMakeArg {
  enum Kind : uint8_t { Unquoted, Quoted, Bracket, Open, Close };
  Kind K = Unquoted;
  llvm::StringRef Text; ///< without its quotes or brackets
  size_t Offset = 0;
  size_t End = 0;
};

struct CMakeCommand {
  llvm::StringRef Name;
  size_t Begin = 0, End = 0; ///< the name's first byte, past the `)`
  std::vector<CMakeArg> Args;
};

struct CMakeRead {
  std::vector<CMakeCommand> Commands;
  std::string Error; ///< why the text is no CMake, or ""
};

/// \p Text read by the CMake language's grammar: commands, their
/// arguments (quoted, bracket, unquoted), line and bracket comments.
CMakeRead readCMake(llvm::StringRef Text);

/// Why \p R's if/endif, function/endfunction, macro/endmacro,
/// foreach/endforeach, while/endwhile and block/endblock do not pair up,
/// or "".
std::string cmakeUnbalanced(const CMakeRead &R);

/// The truth of an if()/elseif() condition with removed variables OFF.
Truth cmakeTruth(llvm::ArrayRef<CMakeArg> Cond, const Matcher &M);

/// The truth of a Python `if`/`elif` condition with removed names falsy.
Truth pythonTruth(llvm::StringRef Cond, const Matcher &M);

/// A file's CMake as read once per file: its commands, for each line the
/// command that starts it (-1 for none), and whether the line starts inside
/// a quoted or bracket argument.
struct CMakeFile {
  CMakeRead Read;
  std::vector<int> CommandAt;
  std::vector<bool> InLiteral;
};
const CMakeFile &cmakeFile(const SourceFile &F);

/// Whether \p C's `)` ends its line, or only a comment follows it.
bool endsItsLine(const SourceFile &F, const CMakeCommand &C);

/// Whether identifier or dotted name \p Name is removed code.
bool removedName(llvm::StringRef Name, const Matcher &M);

/// Per line (1-based), whether a C/C++ line holding an enumerator lies
/// directly inside an enum's braces.
std::vector<bool> cxxEnumLines(const SourceFile &F);

} // namespace sweeper
