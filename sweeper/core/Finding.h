#pragma once
/// Findings are plain data: engines produce them, reporters consume them.
#include "core/CheckRegistry.h"
#include <string>
#include <vector>

namespace sweeper {

struct Location {
  std::string Path; ///< As shown to users: relative to the scan root.
  unsigned Line = 0, Column = 0, Length = 0; ///< 1-based; Length in bytes.
  /// The last line of the block a finding heads (blocks/), 0 when the
  /// finding is about its own line only.
  unsigned EndLine = 0;
};

/// What the matcher found and why: a removed symbol, a removed path, or a
/// backend token as a segment of a longer word.
enum class HitKind { Token, Symbol, Path };

/// One replacement in a file's bytes, as clang-tidy's fixes are.
struct Edit {
  size_t Offset = 0, Length = 0;
  std::string Replacement;
};

/// How sure the sweep is that a hit is a leftover. A name derived from a
/// removal on weak evidence (derive/) makes its findings Low: they are
/// notes, never fixed, and reporters show them apart with the reason.
enum class Confidence { High, Low };

struct Finding {
  CheckId Check;
  Severity Sev = Severity::Warning;
  Location Loc;
  std::string Message;
  /// The path below the scanned root, whatever the root was written as:
  /// baselines key on it, so `sweeper scan .` and `sweeper scan $PWD` agree.
  std::string RelPath;
  std::string Matched;         ///< The exact bytes of the hit.
  std::string LineText;        ///< The source line, or a window of a long one.
  unsigned LineTextColumn = 1; ///< Column at which LineText starts.
  std::vector<std::string> Notes;
  /// The mechanical cleanup, if there is one (blocks/Fixes.cpp): deletes a
  /// dead block or a line that is only a removed item.
  std::vector<Edit> Fix;
  bool DeletesFile = false; ///< the fix removes the whole file (orphan-file)
  Confidence Conf = Confidence::High;
  std::string ConfidenceWhy; ///< the evidence a Low finding rests on
};

/// A place another engine (the Clang pass) has classified. The text engine
/// reports it with this check and message in place of its lexical guess, so
/// one place gives one finding, and allow entries apply to it alike.
struct ExternalRef {
  size_t Offset = 0, Length = 0;
  CheckId Check;
  std::string Message;
  /// About the file's path, not a place in its text (orphan-file): allow
  /// entries match their regex against the path.
  bool OnPath = false;
  /// The check knows the removal caused it (a removed path, a deleted
  /// page): reported without further evidence of a link (structure/).
  bool FromRemoval = false;
};

/// A hit that matched an allow entry or an inline suppression: kept, but
/// shown in audits and SARIF with the reason.
struct AllowedHit {
  CheckId Check; ///< What it would have been reported as.
  Location Loc;
  std::string Matched;
  std::string LineText;
  unsigned LineTextColumn = 1;
  std::string AllowId;
  std::string Reason;
  bool Inline = false; ///< From a `sweeper: allow(...)` comment.
};

} // namespace sweeper
