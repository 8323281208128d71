#pragma once
/// --fix: applies the findings' fixes in place. The scanned tree is
/// hostile: only regular files inside a scanned root are touched, never
/// through a symlink, never another user's file (root keeps the owner),
/// never a file that changed since it was read, never so that it stops
/// being well-formed (blocks/Wellformed.cpp), and never leaving it
/// setuid or setgid.
#include "engine/Sweep.h"
#include <string>
#include <vector>

namespace sweeper {

struct FixOutcome {
  unsigned FilesEdited = 0, Edits = 0, FilesDeleted = 0;
  /// "path: why" for each file left alone.
  std::vector<std::string> Refused;
};

FixOutcome applyFixes(const SweepResult &R,
                      const std::vector<std::string> &Roots);

/// What --fix would write to one file it edits in place.
struct FilePatch {
  std::string DisplayPath; ///< as in the findings' locations
  std::string Before, After;
};

/// The files --fix would edit, with their text before and after, under the
/// same checks (inside the roots, not through a symlink, unchanged since
/// the sweep read them, still well-formed), without writing anything. Files
/// --fix would delete are left out: a patch cannot say "delete".
std::vector<FilePatch> previewFixes(const SweepResult &R,
                                    const std::vector<std::string> &Roots);

} // namespace sweeper
