// A recorded output written again before the program starts: the static
// constructors of LLVM and Clang (command-line options, target tables)
// cost more than the replay itself. So this file runs before any of them
// and uses none of their state: plain system calls, LLVM's pure helpers.
#include "core/Paths.h"
#include "watch/Replay.h"
#include <cerrno>
#include <cstring>
#include <poll.h>
#include <unistd.h>

namespace sweeper {

/// The DIR of a `scan` command line's `--cache DIR` (or `-cache`, `=DIR`),
/// as the option parser will read it; nullopt when there is none, or when
/// the arguments may mean more than they say (a response file).
static std::optional<std::string> cacheDirArgument(int Argc, char **Argv) {
  if (Argc < 2 || std::strcmp(Argv[1], "scan") != 0)
    return std::nullopt;
  std::optional<std::string> Dir;
  for (int I = 2; I < Argc; ++I) {
    llvm::StringRef A = Argv[I];
    if (A == "--")
      break;
    if (A.starts_with("@") || A == "--expand-response-files")
      return std::nullopt;
    llvm::StringRef Name = A.starts_with("--")  ? A.drop_front(2)
                           : A.starts_with("-") ? A.drop_front(1)
                                                : llvm::StringRef();
    auto [Key, Value] = Name.split('=');
    if (Key != "cache")
      continue;
    if (Dir) // given twice: left to the parser, which takes the last
      return std::nullopt;
    if (Name.contains('='))
      Dir = Value.str();
    else if (I + 1 < Argc)
      Dir = Argv[++I];
  }
  if (Dir && Dir->empty())
    return std::nullopt;
  return Dir;
}

namespace {
struct Answer {
  std::string Dir;
  std::optional<WatchToken> Token;
};
} // namespace

/// The watcher's answer at start-up, for the run to use if it goes on: a
/// hung watcher costs it one second, not two. A pointer, constant-
/// initialized: a dynamic initializer would run after this file's code.
static Answer *AtStart = nullptr;

std::optional<WatchToken> watcherAnswer(llvm::StringRef CacheDir) {
  if (AtStart && AtStart->Dir == CacheDir)
    return AtStart->Token;
  return askWatcher(CacheDir);
}

/// All of \p Bytes to \p Fd; false with errno set when a write failed.
static bool writeAll(int Fd, llvm::StringRef Bytes) {
  while (!Bytes.empty()) {
    ssize_t N = ::write(Fd, Bytes.data(), Bytes.size());
    if (N < 0 && errno == EINTR)
      continue;
    // A non-blocking pipe the reader is slow to drain: wait, as LLVM's
    // streams do.
    if (N < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      pollfd P{Fd, POLLOUT, 0};
      if (::poll(&P, 1, -1) >= 0 || errno == EINTR)
        continue;
      return false;
    }
    if (N <= 0)
      return false;
    Bytes = Bytes.drop_front(size_t(N));
  }
  return true;
}

std::optional<int> replayAtStart(int Argc, char **Argv, char **Envp) {
  std::optional<std::string> Dir = cacheDirArgument(Argc, Argv);
  if (!Dir)
    return std::nullopt;
  CacheSpec C;
  C.Dir = absolutePath(*Dir);
  std::optional<WatchToken> T = askWatcher(C.Dir);
  AtStart = new Answer{C.Dir, T};
  if (!T)
    return std::nullopt;
  // A damaged record is left to the run, which says so.
  std::string Problem;
  std::optional<ReportRecord> R = loadRecord(
      C, replayKey(Invocation::of(Argc, Argv, Envp), T->Root), Problem);
  if (!R || !R->Direct || !(R->Token == *T) || !inputsUnchanged(R->Inputs))
    return std::nullopt;
  if (!writeAll(1, R->Report)) {
    std::string Says = "sweeper: error: cannot write the report to standard "
                       "output: " +
                       std::string(std::strerror(errno)) + "\n";
    writeAll(2, Says);
    return 2;
  }
  writeAll(2, R->Diagnostics);
  return R->Status;
}

} // namespace sweeper
