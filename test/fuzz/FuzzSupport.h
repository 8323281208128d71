#pragma once
/// What the fuzz targets share: a fixed MPS rule pack, every reporter run on
/// a file's outcome, and a failure that libFuzzer records as a crash.
#include "engine/FileScan.h"
#include "rules/RulePack.h"
#include "llvm/ADT/StringRef.h"

namespace sweeper::fuzz {

/// The shipped pack's shape, built in memory: tokens, removed paths (one a
/// glob), removed symbols, allow entries (one limited to paths, one to
/// kinds) and a severity override.
RulePack mpsPack();

/// The fixed pack, its matcher and the example tree as structural checks
/// see it (examples/executorch-mps, walked once without git, only read).
struct ExampleTree {
  RulePack Pack = mpsPack();
  Matcher M{Pack};
  FileList Files;
  std::vector<std::string> DeletedPages;
  TreeView View;
  ExampleTree();
};
const ExampleTree &exampleTree();

/// Runs every reporter on \p Out, the outcome of scanning \p Path, as a
/// one-file sweep; the JSON and SARIF output must parse as JSON.
void renderReports(const RulePack &Pack, llvm::StringRef Path,
                   const FileOutcome &Out);

/// An invariant does not hold: print \p What and abort (libFuzzer saves the
/// input as a crash).
[[noreturn]] void fail(llvm::StringRef What);

} // namespace sweeper::fuzz
