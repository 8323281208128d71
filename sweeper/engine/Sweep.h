#pragma once
/// A sweep: walk the roots, scan every file once, apply the allowlist and
/// inline suppressions, and return findings in a deterministic order.
#include "clangpass/ClangPass.h"
#include "core/DerivedPack.h"
#include "core/Finding.h"
#include "core/FindingList.h"
#include "core/Progress.h"
#include "rules/RulePack.h"
#include "walk/Walker.h"
#include <map>

namespace sweeper {

struct SweepOptions {
  std::vector<std::string> Roots;
  WalkOptions Walk;
  unsigned Jobs = 0;                 ///< 0: one per hardware thread.
  uint64_t MaxFileBytes = 16u << 20; ///< Larger files are skipped as huge.
  bool Strict = false;               ///< Stale allows are errors.
  /// Structural findings with no link to the removal are reported too.
  bool AllStructure = false;
  bool Clang = true; ///< Run the Clang pass when a database is found.
  std::vector<std::string>
      DeletedPages; ///< from --removed-since, for docs-redirect
  /// From --removed-since: kept files the removal edited, by RelPath.
  std::map<std::string, TouchedFile> Touched;
  ClangOptions ClangOpts;
  /// `-` with --stdin-filename: this text stands for the file at
  /// Walk.VirtualFile (an editor's unsaved buffer, a hook's staged blob).
  std::optional<std::string> StdinText;
  /// Advanced as files are scanned and TUs parsed; may be null.
  Progress *Counters = nullptr;
  /// --cache DIR: reuse per-file and per-TU results of earlier runs.
  std::string CacheDir;
  /// --stats: each file's scan is timed, by kind (two clock reads a file,
  /// a millisecond of a 9,000-file sweep).
  bool TimeFiles = false;
  /// Plan each finding's mechanical cleanup (Finding::Fix). Only --fix,
  /// --export-fixes, lintrunner's patches and --cache (whose entries a
  /// later --fix reads) use them; planning checks that the edited file
  /// still parses, a twentieth of a sweep's instructions on the seed's
  /// tree.
  bool PlanFixes = true;
};

/// Why a file of the --cache directory inside the tree is not swept.
inline constexpr llvm::StringLiteral InCacheDir =
    "inside the --cache directory";

struct SkippedFile {
  std::string Path;
  std::string Reason; ///< "binary", "huge (20 MiB)", "unreadable: ..."
};

struct SweepStats {
  unsigned Walked = 0, Scanned = 0, WithHits = 0;
  unsigned Binary = 0, Huge = 0, Unreadable = 0, Empty = 0;
  unsigned NonUtf8 = 0, Crlf = 0, SymlinkLoops = 0;
  unsigned Baselined = 0; ///< findings a --baseline accepted
  unsigned Reused = 0;    ///< outcomes taken from the --cache
  unsigned Missed = 0;    ///< files the --cache had no valid outcome for
  std::map<FileKind, unsigned> ByKind;
};

/// Where a sweep's time went (--stats): wall time per phase, CPU time per
/// file kind summed over the workers, in nanoseconds.
struct SweepTimes {
  /// The pack's matcher compiled and the cache opened, while the walk
  /// starts: a pack of 5,000 symbols took 60 ms here that no lap showed.
  uint64_t Compile = 0;
  uint64_t Walk = 0, Clang = 0, Scan = 0;
  /// Per-file outcomes merged in path order, stale allows, the sort.
  uint64_t Collect = 0;
  uint64_t Structure = 0; ///< CPU, inside Scan
  std::map<FileKind, uint64_t> ByKind;
};

/// A file some finding's fix edits, as it was read.
struct FixTarget {
  std::string AbsPath, DisplayPath;
  uint64_t Hash = 0; ///< xxh3 of the bytes scanned: --fix refuses changes
};

struct SweepResult {
  FindingList Findings;            ///< Sorted by path, line, column.
  std::vector<AllowedHit> Allowed; ///< Sorted likewise.
  std::vector<SkippedFile> Skipped;
  std::vector<std::string> NonUtf8Files; ///< Scanned as bytes.
  std::vector<std::string> Errors;       ///< Roots that could not be walked.
  /// Cache files ignored or not written (never an error: the sweep is
  /// complete without them).
  std::vector<std::string> Notes;
  std::vector<FixTarget> FixTargets; ///< Files with fixes, path order.
  /// Notes on the sweeper's own configuration (an allow entry or a
  /// baseline entry that matched nothing): about the rule pack and the
  /// baseline, not the tree, so never findings, never annotations, and
  /// outside the exit status unless --strict makes them errors.
  FindingList Configuration;
  SweepStats Stats;
  SweepTimes Times;
  ClangStats Clang;
  /// Absolute directory the shown paths are relative to (the repository's
  /// top level, or --root); empty: relative to the working directory.
  std::string SourceRoot;
};

SweepResult runSweep(const RulePack &Pack, const SweepOptions &Opts);

} // namespace sweeper
