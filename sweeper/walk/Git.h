#pragma once
/// What git reads share: libgit2 (walk/Libgit2.h) under one time limit,
/// and the changed lines `--new-since` keeps.
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <chrono>
#include <future>
#include <map>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace sweeper {

/// How long one git read may take before the sweep fails as incomplete:
/// 600 s, far above a large tree's listing, or SWEEPER_GIT_SECONDS.
unsigned gitSeconds();

/// Runs \p Read on a thread of its own under gitSeconds(): libgit2 reads a
/// FIFO in the repository (`.git/index`, a `.gitignore`) forever, and a
/// read cannot be cancelled. Past the limit the caller fails as incomplete
/// and the blocked thread is left behind. \p Read owns all it uses.
template <typename T, typename Fn> llvm::Expected<T> withinGitTime(Fn Read) {
  struct Outcome {
    std::optional<T> Value;
    std::string Error;
  };
  std::packaged_task<Outcome()> Task([Read = std::move(Read)]() mutable {
    llvm::Expected<T> R = Read();
    if (!R)
      return Outcome{std::nullopt, llvm::toString(R.takeError())};
    return Outcome{std::move(*R), ""};
  });
  std::future<Outcome> Done = Task.get_future();
  std::thread Worker(std::move(Task));
  unsigned Seconds = gitSeconds();
  if (Done.wait_for(std::chrono::seconds(Seconds)) !=
      std::future_status::ready) {
    Worker.detach();
    return llvm::createStringError("git did not finish within %u s", Seconds);
  }
  // Joined, so what \p Read owned is freed before the caller goes on.
  Worker.join();
  Outcome O = Done.get();
  if (!O.Value)
    return llvm::createStringError(O.Error);
  return std::move(*O.Value);
}

/// Lines added or changed in the work tree since a revision, as
/// `--new-since` needs them: by path below the repository's top level.
struct ChangedLines {
  std::string Prefix; ///< the swept directory's path below the top level
  std::map<std::string, std::vector<std::pair<unsigned, unsigned>>> Added;
  std::vector<std::string> NewFiles; ///< untracked, so wholly new
  bool contains(llvm::StringRef TopPath, unsigned Line) const;
};

/// What changed in the work tree of \p Dir since \p Rev, read with
/// libgit2 (walk/GitChanges.cpp): every file diffed as text, whatever its
/// attributes; a file whose lines cannot be told apart is wholly new.
llvm::Expected<ChangedLines> changedLinesSince(llvm::StringRef Dir,
                                               llvm::StringRef Rev);

} // namespace sweeper
