// `sweeper watch`: one inotify watch per directory below the root, and a
// socket that answers how many batches of changes were seen. A sweep asks
// before it reads anything; the answer is exact because the kernel queues
// an inotify event before the system call that caused it returns, and the
// watcher reads its whole queue before it answers.
#include "core/CacheFile.h"
#include "core/Paths.h"
#include "report/Escape.h"
#include "walk/Beneath.h"
#include "watch/Watch.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <cerrno>
#include <csignal>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/inotify.h>
#include <sys/random.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace sweeper {
namespace {

/// Everything that changes what a sweep reads: a file's bytes, its mode,
/// an entry made, removed or renamed. Reads (IN_ACCESS, IN_OPEN) are not
/// asked for, so the sweeps themselves change nothing.
constexpr uint32_t Events = IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE |
                            IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE |
                            IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF |
                            IN_EXCL_UNLINK | IN_ONLYDIR;

std::string randomInstance() {
  uint8_t Bytes[16] = {};
  if (::getrandom(Bytes, sizeof Bytes, 0) != ssize_t(sizeof Bytes)) {
    uint64_t Mix[2] = {uint64_t(::getpid()), uint64_t(wallNowNs())};
    std::memcpy(Bytes, Mix, sizeof Bytes);
  }
  return llvm::toHex(Bytes, /*LowerCase=*/true);
}

std::string joinRel(const std::string &Dir, llvm::StringRef Name) {
  return Dir.empty() ? Name.str() : Dir + "/" + Name.str();
}

class Watcher {
public:
  Watcher(std::string RootDir, std::string Cache)
      : Root(std::move(RootDir)), CacheDir(std::move(Cache)) {}
  ~Watcher();
  bool start();
  int loop();
  std::string Failure;

private:
  std::string Root, CacheDir, CacheRel, Socket;
  int Notify = -1, Listen = -1, Signals = -1, RootWd = -1, CacheWd = -1;
  struct stat RootStat = {};
  struct stat SocketStat = {};
  WatchToken Token;
  std::unordered_map<int, std::string> Dirs; ///< watch -> path below Root
  bool Stale = false;

  bool watchBelow(const std::string &Rel);
  bool watchOne(int Fd, const std::string &Rel);
  void listInto(int Fd, const std::string &Rel,
                std::vector<std::string> &Queue);
  bool rewatch();
  bool drain();
  bool readEvents(bool &Changed, std::vector<std::string> &NewDirs);
  bool event(const inotify_event &E, std::vector<std::string> &NewDirs);
  bool ownWrite(const inotify_event &E) const;
  bool answer();
  bool listen();
  bool blockSignals();
};

Watcher::~Watcher() {
  struct stat St;
  // Only the socket this watcher made: a successor may have replaced it.
  if (Listen >= 0 && ::lstat(Socket.c_str(), &St) == 0 &&
      St.st_ino == SocketStat.st_ino && St.st_dev == SocketStat.st_dev)
    ::unlink(Socket.c_str());
  for (int Fd : {Notify, Listen, Signals})
    if (Fd >= 0)
      ::close(Fd);
}

/// Lists \p Fd (the directory \p Rel) and queues its subdirectories;
/// closes \p Fd.
void Watcher::listInto(int Fd, const std::string &Rel,
                       std::vector<std::string> &Queue) {
  DIR *D = ::fdopendir(Fd);
  if (!D) {
    ::close(Fd);
    return;
  }
  while (dirent *E = ::readdir(D)) {
    llvm::StringRef Name = E->d_name;
    if (Name == "." || Name == "..")
      continue;
    bool IsDir = E->d_type == DT_DIR;
    struct stat St;
    if (E->d_type == DT_UNKNOWN)
      IsDir = ::fstatat(::dirfd(D), E->d_name, &St, AT_SYMLINK_NOFOLLOW) == 0 &&
              S_ISDIR(St.st_mode);
    if (IsDir)
      Queue.push_back(joinRel(Rel, Name));
  }
  ::closedir(D);
}

/// Watches the open directory \p Fd through its descriptor, so the watch
/// is on the very directory opened below the root, not on whatever its
/// path names by now.
bool Watcher::watchOne(int Fd, const std::string &Rel) {
  std::string Self = "/proc/self/fd/" + std::to_string(Fd);
  int Wd = ::inotify_add_watch(Notify, Self.c_str(), Events);
  if (Wd < 0 && errno == ENOENT) // no /proc: by path, not following a link
    Wd = ::inotify_add_watch(Notify, joinRel(Root, Rel).c_str(),
                             Events | IN_DONT_FOLLOW);
  if (Wd >= 0) {
    Dirs[Wd] = Rel;
    if (Rel.empty())
      RootWd = Wd;
    if (!CacheRel.empty() && Rel == CacheRel)
      CacheWd = Wd;
    return true;
  }
  if (errno == ENOSPC || errno == ENOMEM) {
    Failure = "cannot watch more than " + std::to_string(Dirs.size()) +
              " directories (raise fs.inotify.max_user_watches)";
    return false;
  }
  return true; // gone or unreadable meanwhile: its parent's watch saw it
}

/// Watches \p Rel and every directory below it, never through a link.
bool Watcher::watchBelow(const std::string &Rel) {
  std::vector<std::string> Queue{Rel};
  while (!Queue.empty()) {
    std::string Dir = std::move(Queue.back());
    Queue.pop_back();
    int Fd = openDirBeneath(Root, Dir);
    // A link (or a way out: EXDEV) or gone: its parent's watch sees it.
    // Anything else (a directory this user may not list, whose files a
    // link can still reach; a path too long) would leave what a sweep can
    // read unwatched: the watcher stops rather than answer for it.
    if (Fd < 0 && (errno == ELOOP || errno == EXDEV || errno == ENOENT ||
                   errno == ENOTDIR))
      continue;
    if (Fd < 0) {
      Failure =
          "cannot watch " + joinRel(Root, Dir) + ": " + std::strerror(errno);
      return false;
    }
    if (!watchOne(Fd, Dir)) {
      ::close(Fd);
      return false;
    }
    listInto(Fd, Dir, Queue);
  }
  return true;
}

/// After a directory moved, or events were lost, the watches' paths may be
/// wrong: the tree is walked again (a watched directory keeps its watch)
/// and watches on directories no longer below the root are dropped.
bool Watcher::rewatch() {
  std::unordered_map<int, std::string> Old = std::move(Dirs);
  Dirs.clear();
  if (!watchBelow(""))
    return false;
  for (auto &[Wd, Rel] : Old)
    if (!Dirs.count(Wd))
      ::inotify_rm_watch(Notify, Wd);
  Stale = false;
  return true;
}

/// One event; false when the root itself went. A new directory is queued
/// in \p NewDirs to be watched.
bool Watcher::event(const inotify_event &E, std::vector<std::string> &NewDirs) {
  if (E.mask & IN_Q_OVERFLOW) {
    Stale = true;
    return true;
  }
  bool Self = E.mask & (IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED);
  if (Self && E.wd == RootWd) {
    Failure = "the watched directory was removed or moved";
    return false;
  }
  if (E.mask & IN_IGNORED) {
    Dirs.erase(E.wd);
    return true;
  }
  if (E.mask & IN_MOVE_SELF || (E.mask & IN_ISDIR && E.mask & IN_MOVED_FROM))
    Stale = true;
  // A directory made readable (IN_ATTRIB) was not watched while it was not.
  if (E.mask & IN_ISDIR && E.mask & (IN_CREATE | IN_MOVED_TO | IN_ATTRIB) &&
      E.len) {
    auto It = Dirs.find(E.wd);
    if (It == Dirs.end())
      Stale = true;
    else
      NewDirs.push_back(joinRel(It->second, E.name));
  }
  return true;
}

/// Whether \p E is the sweeps' own write to the cache directory inside
/// the tree: its index, records and their temporary files. Anything else
/// there (a file a link in the tree points to) is a change like any other.
bool Watcher::ownWrite(const inotify_event &E) const {
  if (E.wd != CacheWd || !E.len)
    return false;
  llvm::StringRef Name = E.name;
  return Name == "watch.sock" || Name.contains(".tmp-") ||
         Name.starts_with("files-") || Name.starts_with("tus-") ||
         Name.starts_with("report-");
}

/// Reads the queue until it is empty; \p Changed: any event but a watch
/// going away.
bool Watcher::readEvents(bool &Changed, std::vector<std::string> &NewDirs) {
  alignas(inotify_event) char Buf[64 * 1024];
  for (;;) {
    ssize_t N = ::read(Notify, Buf, sizeof Buf);
    if (N < 0 && errno == EINTR)
      continue;
    if (N < 0 && errno == EAGAIN)
      return true;
    if (N <= 0) {
      Failure =
          std::string("cannot read the inotify queue: ") + std::strerror(errno);
      return false;
    }
    for (char *P = Buf; P < Buf + N;) {
      const auto &E = *reinterpret_cast<const inotify_event *>(P);
      P += sizeof(inotify_event) + E.len;
      if (!(E.mask & IN_IGNORED) && !ownWrite(E))
        Changed = true;
      if (!event(E, NewDirs))
        return false;
    }
  }
}

/// Takes in every queued event; any change is one more generation.
bool Watcher::drain() {
  bool Changed = false;
  std::vector<std::string> NewDirs;
  if (!readEvents(Changed, NewDirs))
    return false;
  // What was made in a new directory before its watch came is covered by
  // this generation: the directory's own creation is in it.
  for (const std::string &Dir : NewDirs)
    if (!watchBelow(Dir))
      return false;
  if (Stale && !rewatch())
    return false;
  if (Changed)
    ++Token.Generation;
  return true;
}

/// Answers one sweep; false when the root's path no longer names the
/// directory watched (a directory above it was renamed: no event below
/// says so), which a sweep of that path must not be told is unchanged.
bool Watcher::answer() {
  struct stat St;
  if (::stat(Root.c_str(), &St) != 0 || St.st_ino != RootStat.st_ino ||
      St.st_dev != RootStat.st_dev) {
    Failure = Root + " is no longer the directory watched";
    return false;
  }
  int Fd = ::accept4(Listen, nullptr, nullptr, SOCK_CLOEXEC);
  if (Fd < 0)
    return true;
  std::string Reply = encodeToken(Token);
  // Small enough for the socket's buffer: a client that never reads does
  // not hold the watcher up.
  (void)!::send(Fd, Reply.data(), Reply.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
  ::close(Fd);
  return true;
}

bool Watcher::listen() {
  Socket = watchSocketPath(CacheDir);
  if (int Fd = connectWatcher(Socket); Fd >= 0) {
    ::close(Fd);
    Failure = "a watcher already serves " + CacheDir;
    return false;
  }
  struct stat St;
  if (::lstat(Socket.c_str(), &St) == 0) {
    if (!S_ISSOCK(St.st_mode) || St.st_uid != ::geteuid()) {
      Failure = Socket + " exists and is not a socket of this user";
      return false;
    }
    ::unlink(Socket.c_str()); // a watcher that died left it
  }
  sockaddr_un Addr;
  if (!socketAddress(Socket, Addr)) {
    Failure =
        "the socket path " + Socket + " is too long; use a shorter --cache";
    return false;
  }
  Listen = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
  mode_t Mask = ::umask(077); // only this user may ask
  bool Bound =
      Listen >= 0 &&
      ::bind(Listen, reinterpret_cast<sockaddr *>(&Addr), sizeof Addr) == 0;
  ::umask(Mask);
  if (!Bound || ::listen(Listen, 64) != 0 ||
      ::lstat(Socket.c_str(), &SocketStat) != 0) {
    Failure = "cannot listen on " + Socket + ": " + std::strerror(errno);
    return false;
  }
  return true;
}

bool Watcher::blockSignals() {
  sigset_t Set;
  sigemptyset(&Set);
  for (int S : {SIGINT, SIGTERM, SIGHUP})
    sigaddset(&Set, S);
  if (::sigprocmask(SIG_BLOCK, &Set, nullptr) != 0)
    return false;
  Signals = ::signalfd(-1, &Set, SFD_CLOEXEC | SFD_NONBLOCK);
  return Signals >= 0;
}

bool Watcher::start() {
  llvm::SmallString<256> Real;
  if (!llvm::sys::fs::real_path(CacheDir, Real)) {
    llvm::StringRef R = Real;
    if (R.consume_front(Root) && R.consume_front("/"))
      CacheRel = R.str();
  }
  Token.Instance = randomInstance();
  Token.Root = Root;
  if (::stat(Root.c_str(), &RootStat) != 0) {
    Failure = Root + ": " + std::strerror(errno);
    return false;
  }
  Notify = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
  if (Notify < 0) {
    Failure = std::string("inotify: ") + std::strerror(errno);
    return false;
  }
  if (!watchBelow("") || !blockSignals() || !listen())
    return false;
  if (RootWd < 0)
    Failure = "cannot watch " + Root;
  return RootWd >= 0;
}

int Watcher::loop() {
  pollfd Fds[3] = {
      {Notify, POLLIN, 0}, {Listen, POLLIN, 0}, {Signals, POLLIN, 0}};
  for (;;) {
    if (::poll(Fds, 3, -1) < 0) {
      if (errno == EINTR)
        continue;
      Failure = std::string("poll: ") + std::strerror(errno);
      return 2;
    }
    if (Fds[2].revents)
      return 0;
    if ((Fds[0].revents || Fds[1].revents) && !drain())
      return 2;
    if (Fds[1].revents && !answer())
      return 2;
  }
}

} // namespace

int runWatcher(llvm::StringRef RootArg, llvm::StringRef CacheDirArg) {
  auto Fail = [](llvm::StringRef Why) {
    // Paths in it are the tree's: escaped like any text from it.
    llvm::WithColor::error(llvm::errs(), "sweeper")
        << "watch: " << escapeText(Why) << "\n";
    return 2;
  };
  llvm::SmallString<256> Root;
  if (std::error_code EC = llvm::sys::fs::real_path(RootArg, Root))
    return Fail(RootArg.str() + ": " + EC.message());
  if (!llvm::sys::fs::is_directory(Root))
    return Fail(RootArg.str() + ": not a directory");
  std::string Cache = absolutePath(CacheDirArg);
  if (std::error_code EC = llvm::sys::fs::create_directories(Cache))
    return Fail(Cache + ": " + EC.message());
  Watcher W(std::string(Root), Cache);
  if (!W.start())
    return Fail(W.Failure);
  llvm::errs() << "sweeper: watching " << escapeText(Root)
               << " for sweeps with --cache " << escapeText(Cache) << "\n";
  llvm::errs().flush();
  int Status = W.loop();
  if (Status != 0)
    return Fail(W.Failure);
  return 0;
}

} // namespace sweeper
