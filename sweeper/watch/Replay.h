#pragma once
/// Where a `sweeper scan --cache DIR` run meets a watcher: before the sweep
/// it asks the watcher serving DIR, and writes the recorded output again
/// when an identical run got the same answer; otherwise it sweeps and
/// records its output under the answer it got first.
#include "engine/Sweep.h"
#include "watch/ReportRecord.h"

namespace sweeper {

/// What the output depends on besides the rule pack, the outcome options
/// and the tree: the command line (format, every option), the paths it
/// named, where it runs, and whether its outputs are terminals.
struct ReplayInputs {
  std::string CommandLine;
  std::vector<std::string> Paths;
  std::string BaselineFile; ///< its bytes are part of the key
  bool StdoutColors = false, StderrColors = false;
};

class ReplaySlot {
public:
  /// A slot when \p Opts has a cache, its watcher answered \p T before
  /// the run read anything (askWatcher), and the watcher's root holds
  /// every root of the sweep and its repository's git directory; nullopt
  /// otherwise.
  static std::optional<ReplaySlot> open(const RulePack &Pack,
                                        const SweepOptions &Opts,
                                        const ReplayInputs &In,
                                        std::optional<WatchToken> T);
  /// The recorded output, if an identical run got the same answer.
  /// \p Problem: a record is there but damaged or foreign.
  std::optional<ReportRecord> recorded(std::string &Problem) const;
  /// Keeps this run's output, unless the sweep read something no watcher
  /// sees (the Clang pass reads system headers) or noted a cache problem.
  void record(const SweepResult &R, int Status, std::string Report,
              std::string Diagnostics) const;
  const WatchToken &token() const { return Token; }

private:
  CacheSpec Cache;
  Digest Key{};
  WatchToken Token;
};

} // namespace sweeper
