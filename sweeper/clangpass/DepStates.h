#pragma once
/// What a path a parse depended on is now, as one comparable string:
/// missing, outside the confinement, a directory, a directory's listing,
/// or a regular file's real path and content digest. Computed once per run
/// and path (TUs share headers); a file whose signature matches the last
/// run's is not read again.
#include "core/CacheFile.h"
#include "llvm/ADT/StringMap.h"
#include <mutex>
#include <string>

namespace sweeper {

class ReadConfinement;

struct DepState {
  std::string State;
  /// Whether it had stopped changing before the run began (see
  /// StatSig::settledBefore): a result that depends on anything unsettled
  /// is not stored, since what Clang read may not be what was hashed.
  bool Settled = false;
  std::optional<StatSig> Sig; ///< of a regular file, for the next run
};

class DepStates {
public:
  DepStates(const ReadConfinement &C, int64_t RunStartNs)
      : C(C), RunStartNs(RunStartNs) {}
  /// The last run's signature and state of \p Path (the fast path).
  void remember(llvm::StringRef Path, const StatSig &Sig, std::string State);
  DepState of(const std::string &Path);
  DepState listing(const std::string &Dir);
  /// Every regular file's settled signature and state this run computed.
  template <typename Fn> void forEachSettled(Fn F) {
    std::lock_guard<std::mutex> G(Lock);
    for (auto &E : Now)
      if (E.second.Settled && E.second.Sig)
        F(E.getKey(), *E.second.Sig, E.second.State);
  }

private:
  const ReadConfinement &C;
  int64_t RunStartNs;
  std::mutex Lock;
  llvm::StringMap<std::pair<StatSig, std::string>> Before;
  llvm::StringMap<DepState> Now, Listings;
  DepState compute(const std::string &Path);
};

} // namespace sweeper
