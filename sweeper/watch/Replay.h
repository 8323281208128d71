#pragma once
/// Where a `sweeper scan --cache DIR` run meets a watcher: before the sweep
/// it asks the watcher serving DIR, and writes the recorded output again
/// when an identical run got the same answer; otherwise it sweeps and
/// records its output under the answer it got first.
#include "engine/Sweep.h"
#include "watch/ReportRecord.h"

namespace sweeper {

/// What a run's output depends on besides the watched tree, the files it
/// names outside it and the watcher's answer: its arguments (format, every
/// option), where it runs, its environment, and whether its outputs are
/// terminals. Taken from main's arguments, before anything else runs.
struct Invocation {
  std::vector<std::string> Args; ///< without the program's name
  std::string Cwd;
  std::vector<std::string> Env;
  bool StdoutTty = false, StderrTty = false;
  static Invocation of(int Argc, char **Argv, char **Envp);
};

/// \p Path (made absolute) as it is now.
InputCheck inputCheck(InputCheck::Kind What, llvm::StringRef Path);

/// The key a record of \p I's output is kept under while \p Root is
/// watched.
Digest replayKey(const Invocation &I, llvm::StringRef Root);

/// The files outside the tree a sweep read: they are recorded with its
/// output and checked again before it is written again.
struct ReplayInputs {
  /// Taken before the run read them (what it read then is at least as
  /// new): the rule packs, the --paths-from file, where each PATH leads.
  std::vector<InputCheck> TakenBefore;
  std::string BaselineFile; ///< read after the slot opens
  /// Packs found by looking up from the tree, not named: one outside the
  /// watched tree could be shadowed by a nearer one made there unseen.
  std::vector<std::string> DiscoveredPacks;
  /// The report goes to standard output and a replay prints nothing more
  /// (no --stats): the replay at start-up may write it.
  bool Direct = false;
};

/// Before static constructors and main(): when the arguments are a `scan
/// --cache DIR` whose watcher answers, and an identical run recorded a
/// direct output under the answer, with its inputs unchanged, writes it
/// and returns the exit status; nullopt to start as usual.
std::optional<int> replayAtStart(int Argc, char **Argv, char **Envp);

/// The answer of the watcher serving \p CacheDir: the one replayAtStart
/// got, if it asked, else askWatcher's now.
std::optional<WatchToken> watcherAnswer(llvm::StringRef CacheDir);

class ReplaySlot {
public:
  /// A slot when \p Opts has a cache, its watcher answered \p T before
  /// the run read anything (askWatcher), and the watcher's root holds
  /// every root of the sweep and its repository's git directory; nullopt
  /// otherwise.
  static std::optional<ReplaySlot>
  open(const RulePack &Pack, const SweepOptions &Opts, const Invocation &Inv,
       const ReplayInputs &In, std::optional<WatchToken> T);
  /// The recorded output, if an identical run got the same answer and
  /// read the same files outside the tree.
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
  std::vector<InputCheck> Inputs;
  bool Direct = false;
};

} // namespace sweeper
