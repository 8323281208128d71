#pragma once
/// One scanner per file kind (as Bloaty has one analyzer per format): given
/// the matcher's hits in a file, it says what each reference is. To support
/// a new kind, implement Scanner and register it in ScannerRegistry.cpp.
#include "core/CheckRegistry.h"
#include "core/ShortName.h"
#include "match/Matcher.h"
#include "scan/Lexical.h"
#include "scan/SourceFile.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>
#include <vector>

namespace sweeper {

struct Classified {
  CheckId Check;
  std::string What; ///< "CMake option()", "workflow key jobs.test.steps[2].run"
};

class Scanner {
public:
  virtual ~Scanner() = default;
  /// One result per hit, in the same order.
  virtual std::vector<Classified> classify(const SourceFile &File,
                                           llvm::ArrayRef<Hit> Hits) const = 0;
};

// Shared helpers for scanners.

/// True if the word holding the hit is a `-DNAME` compiler/CMake flag.
bool isDefineFlag(llvm::StringRef Text, const Hit &H);

/// Applies the rules every kind shares: `-D` flags are define-flag findings
/// and path hits in otherwise generic places are path-reference findings.
Classified refine(llvm::StringRef Text, const Hit &H, Classified C,
                  CheckId Generic);

/// The first line of the logical line holding \p L (lines ending in '\'
/// continue it). \p Known, a line above L whose head is \p KnownHead, ends
/// the walk: callers pass the last hit's line, so a logical line of
/// thousands of lines with hits is read once, not once per hit.
unsigned logicalLineHead(const SourceFile &F, unsigned L, unsigned Known,
                         unsigned KnownHead);

/// What a lexical scanner knows about one hit.
struct HitContext {
  const Hit &H;
  Region R;                ///< code, string or comment
  const CallContext &Call; ///< innermost enclosing call
};

/// The loop every lexical scanner shares: regions and enclosing calls are
/// computed once per file, hits in comments become comment-mention findings
/// ("<Language> comment"), and \p Classify decides the rest.
std::vector<Classified>
classifyLexically(const SourceFile &F, llvm::ArrayRef<Hit> Hits,
                  const LexSyntax &Syntax, llvm::StringRef Language,
                  llvm::function_ref<Classified(const HitContext &)> Classify);

} // namespace sweeper
