#pragma once
/// Lint mode: a baseline of accepted findings, so a gate can pass on a tree
/// with known leftovers and fail on new ones. A finding is identified by a
/// fingerprint that survives line moves and unrelated edits: its check,
/// path, the line's text (whitespace collapsed) and the matched text, plus
/// a counter among identical lines of the file, never the line number.
#include "engine/Sweep.h"
#include "walk/Git.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace sweeper {

/// One fingerprint per finding, in the order of \p Findings.
std::vector<std::string> fingerprints(const FindingList &Findings);

/// The baseline file: one JSON entry per line, so a stale one is reported
/// at its own line.
void writeBaseline(llvm::raw_ostream &OS, const SweepResult &R);

struct Baseline {
  std::string Path;
  std::vector<std::string> Fingerprints; ///< by line: entry I is on line I+2
};

/// A missing or malformed file is an error (a gate that silently ignored
/// its baseline would fail or pass for the wrong reason).
llvm::Expected<Baseline> loadBaseline(const std::string &Path);

/// Removes the findings the baseline accepts (counted in
/// R.Stats.Baselined) and, when \p WholeTree, adds a stale-baseline note
/// for each entry that matched nothing: a sweep of a few files (a hook's)
/// cannot tell a fixed leftover from one in a file it was not given.
void applyBaseline(const Baseline &B, SweepResult &R, bool WholeTree);

/// --new-since: keeps the findings on lines \p C says were added or
/// changed, and none about the sweeper's own configuration (stale allow or
/// baseline entries): the gate asks about the change only. A removed name
/// or path that comes back is such a line: the rule pack doubles as a
/// tombstone.
void keepChangedLines(const ChangedLines &C, SweepResult &R);

} // namespace sweeper
