#pragma once
/// The Clang pass: parses the translation units of a compilation database
/// and classifies the places the compiler knows about (includes, macros,
/// references, orphaned declarations). Free of Clang headers, so the engine
/// and the CLI stay cheap to compile.
#include "core/CacheFile.h"
#include "core/Finding.h"
#include "core/Progress.h"
#include "walk/Walker.h"
#include <map>
#include <string>
#include <vector>

namespace sweeper {

struct RulePack;
class Matcher;

struct ClangOptions {
  std::string BuildDir;        ///< -p: holds compile_commands.json
  std::string CompileCommands; ///< --compile-commands FILE
  bool FallbackFlags = false;  ///< synthesize commands for every source
  bool Prefilter = true;       ///< skip TUs that cannot contain a finding
  unsigned Jobs = 0;
  std::vector<std::string>
      Roots; ///< absolute; TUs and headers outside are ignored
  /// Absolute files or directories whose TUs are parsed (the report
  /// scope); empty: every TU in the roots.
  std::vector<std::string> Scope;
  /// Advanced as TUs are parsed; may be null.
  Progress *Counters = nullptr;
  /// --cache: TU results are reused while the command and every file the
  /// parse read are unchanged. Null: no cache.
  const CacheSpec *Cache = nullptr;
};

struct ClangStats {
  bool Ran = false;
  std::string Database;     ///< where the commands came from
  std::string DatabaseFile; ///< the compile_commands.json read, if any
  std::string NotRun;       ///< why the pass did not run (when !Ran)
  unsigned InDatabase = 0, InScope = 0, SourceGone = 0;
  unsigned OutsideRoots = 0; ///< database entries outside the sweep, skipped
  /// Parsed: TUs with a parse result, this run's or the cache's (Cached of
  /// them), so the reports read the same with and without --cache.
  unsigned Parsed = 0, Prefiltered = 0, WithErrors = 0, MissingIncludes = 0;
  unsigned Cached = 0;
  /// Per TU with errors: "path: N errors; first: message", or "path:
  /// over its budget: ..." for a TU cut off (counted in WithErrors too).
  std::vector<std::string> ErrorDetails;
  /// Per TU cut off by its time or memory budget ($SWEEPER_TU_SECONDS,
  /// $SWEEPER_TU_MEGABYTES): "path: why". Its findings up to the cut are
  /// kept; the rest of it was not seen, so the sweep is incomplete.
  std::vector<std::string> OverBudget;
};

struct ClangResult {
  /// Classified places by real absolute path, sorted by offset.
  std::map<std::string, std::vector<ExternalRef>> Refs;
  ClangStats Stats;
  /// A database that was asked for or found but cannot be used: the sweep
  /// fails (exit 2) rather than look clean.
  std::string Error;
  std::vector<std::string> CacheNotes; ///< cache files ignored, not written
  /// Where the database's commands look for headers (includeDirsOf).
  std::vector<std::string> IncludeDirs;
};

/// Finds a compilation database: -p, --compile-commands, or autodetected
/// compile_commands.json in a root or its build*/ directories.
/// \p SourceFiles are the walked files, used by --fallback-flags.
ClangResult runClangPass(const RulePack &Pack, const Matcher &M,
                         const ClangOptions &Opts,
                         const std::vector<WalkedFile> &SourceFiles);

} // namespace sweeper
