#pragma once
/// Inline suppressions, at the start of a comment, for the line they are on
/// (or, in the `-next-line` spelling, the line after):
///   `sweeper: allow(<allow-id>) <reason>`   as the rule pack's allow entry;
///   `sweeper: ignore[<check-id>, ...] [reason]`   the hits of those checks.
/// The directive must open the comment, so prose that quotes it does not act.
#include "core/CheckRegistry.h"
#include "rules/RulePack.h"
#include "scan/SourceFile.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace sweeper {

/// One check id an `ignore[...]` lists, as written.
struct IgnoredCheck {
  std::string Name;
  unsigned Column = 0;
  std::optional<CheckId> Id; ///< None: no check has that id.
  bool Used = false;
};

struct Suppression {
  unsigned DirectiveLine = 0; ///< Where the comment is.
  unsigned Column = 0;
  unsigned TargetLine = 0; ///< The line it suppresses.
  std::string AllowId, Reason;
  /// The check ids of an `ignore[...]`; empty for an `allow(...)`.
  std::vector<IgnoredCheck> Checks;
  /// Each known check's first entry in Checks: a hit finds its entry in
  /// one lookup, however long a hostile list is.
  std::map<CheckId, size_t> FirstOf;
  bool Ignore = false;
  unsigned ListEnd = 0; ///< The column of the `]` closing an ignore's ids.
  bool Used = false;
};

/// Where the comment on \p Line starts: the first \p Marker (the file
/// kind's) at the start of the line or after a space.
std::optional<size_t> commentStart(llvm::StringRef Line,
                                   llvm::StringRef Marker);

/// The directive opening the comment on \p Line (line number \p L).
std::optional<Suppression> directiveOn(llvm::StringRef Line,
                                       llvm::StringRef Marker, unsigned L);

/// Whether `ignore[...]` can silence \p Id: not the checks about the
/// directives and allow entries themselves, which are found after them.
bool ignorable(CheckId Id);

/// Finds the directives in a file, using its kind's comment marker.
std::vector<Suppression> findSuppressions(const SourceFile &File);

/// The id an ignored hit is listed under in reports: `ignore[<check-id>]`.
/// No allow id can be spelled so (they hold no brackets).
std::string ignoreKey(CheckId Id);

/// The inline directives by the line they act on, looked up once per
/// reference: a scan of every directive per reference was references x
/// directives on a file of suppressed lines.
class LineSuppressions {
public:
  /// \p Sups must outlive this; lookups mark what they return used.
  LineSuppressions(const RulePack &Pack, std::vector<Suppression> &Sups);
  /// The `allow(...)` acting on \p Line: the last one naming it, if its
  /// id is known and it gives a reason.
  Suppression *allow(unsigned Line) const { return Allows.lookup(Line); }
  /// The `ignore[...]` acting on \p Line that lists \p Check.
  Suppression *ignore(unsigned Line, CheckId Check) const;

private:
  llvm::DenseMap<unsigned, Suppression *> Allows;
  llvm::DenseMap<unsigned, llvm::SmallVector<Suppression *, 1>> Ignores;
};

/// Something wrong with a directive, reported where it is.
struct SuppressionProblem {
  CheckId Check; ///< unknown-suppression or stale-suppression
  unsigned Column;
  std::string Message;
};

/// What is wrong with \p S after the scan: an unknown id, no reason where
/// one is required, an id that suppressed nothing. Empty when it did its job.
std::vector<SuppressionProblem> suppressionProblems(const RulePack &Pack,
                                                    const Suppression &S);

} // namespace sweeper
