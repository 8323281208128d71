#pragma once
/// Inline suppressions: `sweeper: allow(<allow-id>) <reason>` at the start
/// of a comment, for the line it is on (or `allow-next-line(...)`). The
/// directive must open the comment, so prose that quotes it does not act.
#include "scan/SourceFile.h"
#include <string>
#include <vector>

namespace sweeper {

struct Suppression {
  unsigned DirectiveLine = 0; ///< Where the comment is.
  unsigned Column = 0;
  unsigned TargetLine = 0; ///< The line it suppresses.
  std::string AllowId, Reason;
  bool Used = false;
};

/// Finds the directives in a file, using its kind's comment marker.
std::vector<Suppression> findSuppressions(const SourceFile &File);

} // namespace sweeper
