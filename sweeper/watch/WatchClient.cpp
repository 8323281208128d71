#include "watch/Watch.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallVector.h"
#include <cerrno>
#include <chrono>
#include <cstring>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/un.h>
#include <unistd.h>

namespace sweeper {

static constexpr llvm::StringLiteral Magic = "sweeper-watch 1 ";

std::string encodeToken(const WatchToken &T) {
  return Magic.str() + T.Instance + " " + std::to_string(T.Generation) + " " +
         std::to_string(T.Root.size()) + "\n" + T.Root;
}

std::optional<WatchToken> decodeToken(llvm::StringRef Bytes) {
  if (!Bytes.consume_front(Magic))
    return std::nullopt;
  auto [Line, Root] = Bytes.split('\n');
  llvm::SmallVector<llvm::StringRef, 3> Fields;
  Line.split(Fields, ' ');
  WatchToken T;
  uint64_t RootSize = 0;
  if (Fields.size() != 3 || Fields[0].size() != 32 ||
      Fields[0].find_first_not_of("0123456789abcdef") !=
          llvm::StringRef::npos ||
      Fields[1].getAsInteger(10, T.Generation) ||
      Fields[2].getAsInteger(10, RootSize) || RootSize != Root.size() ||
      !Root.starts_with("/"))
    return std::nullopt;
  T.Instance = Fields[0].str();
  T.Root = Root.str();
  return T;
}

std::string watchSocketPath(llvm::StringRef CacheDir) {
  return CacheDir.str() + "/watch.sock";
}

bool socketAddress(const std::string &Path, sockaddr_un &Addr) {
  Addr = {};
  Addr.sun_family = AF_UNIX;
  if (Path.size() >= sizeof Addr.sun_path)
    return false;
  std::memcpy(Addr.sun_path, Path.c_str(), Path.size() + 1);
  return true;
}

/// Whether the peer of \p Fd runs as this user: another user's process
/// could otherwise answer for a directory it can write.
static bool peerIsUs(int Fd) {
  ucred Cred{};
  socklen_t Len = sizeof Cred;
  return ::getsockopt(Fd, SOL_SOCKET, SO_PEERCRED, &Cred, &Len) == 0 &&
         Cred.uid == ::geteuid();
}

int connectWatcher(const std::string &Path) {
  sockaddr_un Addr;
  struct stat St;
  if (!socketAddress(Path, Addr) || ::lstat(Path.c_str(), &St) != 0 ||
      !S_ISSOCK(St.st_mode) || St.st_uid != ::geteuid())
    return -1;
  int Fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (Fd < 0)
    return -1;
  // A watcher that hangs costs the sweep a second, not the run: a stopped
  // one's full backlog would hold connect() for good (SO_SNDTIMEO bounds
  // a Unix socket's connect).
  timeval Second{1, 0};
  ::setsockopt(Fd, SOL_SOCKET, SO_RCVTIMEO, &Second, sizeof Second);
  ::setsockopt(Fd, SOL_SOCKET, SO_SNDTIMEO, &Second, sizeof Second);
  if (::connect(Fd, reinterpret_cast<sockaddr *>(&Addr), sizeof Addr) != 0 ||
      !peerIsUs(Fd)) {
    ::close(Fd);
    return -1;
  }
  return Fd;
}

std::optional<WatchToken> askWatcher(llvm::StringRef CacheDir) {
  int Fd = connectWatcher(watchSocketPath(CacheDir));
  if (Fd < 0)
    return std::nullopt;
  auto Close = llvm::make_scope_exit([&] { ::close(Fd); });
  std::string Reply;
  char Buf[4096];
  // A second in all, not per read: a peer trickling bytes gains nothing.
  auto Deadline = std::chrono::steady_clock::now() + std::chrono::seconds(1);
  while (Reply.size() < 65536 && std::chrono::steady_clock::now() < Deadline) {
    ssize_t N = ::read(Fd, Buf, sizeof Buf);
    if (N < 0 && errno == EINTR)
      continue;
    if (N < 0)
      return std::nullopt;
    if (N == 0)
      return decodeToken(Reply);
    Reply.append(Buf, size_t(N));
  }
  return std::nullopt;
}

} // namespace sweeper
