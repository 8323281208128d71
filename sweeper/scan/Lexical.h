#pragma once
/// Shared lexical mechanics for the text scanners: which bytes are code,
/// string or comment, and which call's parentheses enclose an offset.
/// Scanners describe their language's syntax; the scanning lives here once.
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <vector>

namespace sweeper {

enum class Region : unsigned char { Code, String, Comment };

struct LexSyntax {
  llvm::StringRef LineComment;           ///< "#", "//" or empty
  llvm::StringRef BlockOpen, BlockClose; ///< "/*" "*/", "<!--" "-->"
  bool SingleQuoteStrings = true;
  bool TripleQuoteStrings = false; ///< Python and Swift """ blocks
  bool HashNeedsWordStart = false; ///< shell: `a#b` is not a comment
  bool CMakeBrackets = false;      ///< CMake #[[ ]] comments, [[ ]] args
  bool Backslash = true;           ///< backslash escapes in strings
  bool MultilineStrings = false;   ///< CMake and shell quotes span lines
};

class RegionMap {
public:
  /// The strings and comments that begin at or before \p Until: asked
  /// only about offsets up to there, a map need not read further.
  RegionMap(llvm::StringRef Text, const LexSyntax &Syntax,
            size_t Until = llvm::StringRef::npos);
  Region at(size_t Offset) const;
  /// End of the string or comment containing Offset (Offset + 1 if code).
  size_t regionEnd(size_t Offset) const;

  struct Span {
    size_t Begin, End;
    Region R;
  };
  llvm::ArrayRef<Span> spans() const { return Spans; } ///< Non-code, sorted.

private:
  std::vector<Span> Spans;
  const Span *find(size_t Offset) const;
};

/// The innermost call whose parentheses enclose an offset.
struct CallContext {
  llvm::StringRef Name; ///< Empty: not inside any call's parentheses.
  size_t ArgsBegin = 0; ///< Just after '('.
};

/// For each of \p SortedOffsets, the innermost enclosing call: an identifier
/// (with '.', ':' allowed inside) directly before '('. One pass over Text.
std::vector<CallContext> enclosingCalls(llvm::StringRef Text,
                                        const RegionMap &Regions,
                                        llvm::ArrayRef<size_t> SortedOffsets);

/// The end offset of a call's first argument (arguments split on ',' or,
/// for CMake, on whitespace; nested parentheses and strings kept whole).
/// Scans only that argument, so asking for every hit of a long call is cheap.
size_t firstArgumentEnd(llvm::StringRef Text, const RegionMap &Regions,
                        const CallContext &Call, bool CommaSep);

} // namespace sweeper
