#pragma once
/// `sweeper watch --cache DIR [ROOT]`: a process that holds an inotify
/// watch on every directory below ROOT and answers, over a socket in DIR,
/// one question: how many batches of changes it has seen. A sweep with
/// `--cache DIR` asks it before it reads anything; an answer equal to the
/// one its last identical run got means nothing below ROOT changed since,
/// and the run's report can be written again without a walk (cli/Replay).
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>

struct sockaddr_un;

namespace sweeper {

/// A watcher's answer. Instance is random and new at each start, so a
/// restarted watcher (which missed what happened while none ran) never
/// repeats an old answer.
struct WatchToken {
  std::string Instance;    ///< 32 hex digits
  uint64_t Generation = 0; ///< batches of changes seen since the start
  std::string Root;        ///< the watched directory, symlinks resolved
  bool operator==(const WatchToken &) const = default;
};

/// A token as the watcher sends it and a report record keeps it, and back
/// (nullopt unless \p Bytes hold exactly one).
std::string encodeToken(const WatchToken &T);
std::optional<WatchToken> decodeToken(llvm::StringRef Bytes);

/// The socket a watcher for the cache directory \p CacheDir listens on.
std::string watchSocketPath(llvm::StringRef CacheDir);

/// \p Path as a Unix socket address; false when it does not fit one.
bool socketAddress(const std::string &Path, ::sockaddr_un &Addr);

/// A connection to the watcher listening on \p SocketPath, or -1: the
/// socket must be this user's, and so must the process behind it.
int connectWatcher(const std::string &SocketPath);

/// The answer of the watcher serving \p CacheDir; nullopt when none runs,
/// the socket is not this user's, or no answer came within a second.
std::optional<WatchToken> askWatcher(llvm::StringRef CacheDir);

/// Watches \p Root until SIGINT, SIGTERM or SIGHUP, or until \p Root is
/// gone; the exit status (2: it could not start or keep watching).
int runWatcher(llvm::StringRef Root, llvm::StringRef CacheDir);

} // namespace sweeper
