#include "walk/Beneath.h"
#include "llvm/ADT/SmallString.h"
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <fcntl.h>
#include <map>
#include <string>
#include <sys/syscall.h>
#include <unistd.h>
#ifdef SYS_openat2
#include <linux/openat2.h>
#endif

namespace sweeper {
namespace {

/// Each worker keeps its roots' directories open: one open per root and
/// thread instead of one path walk from "/" per file.
struct RootDirs {
  std::map<std::string, int, std::less<>> Fds;
  RootDirs() = default;
  RootDirs(const RootDirs &) = delete;
  RootDirs &operator=(const RootDirs &) = delete;
  ~RootDirs() {
    for (auto &[Root, Fd] : Fds)
      if (Fd >= 0)
        ::close(Fd);
  }
  int of(llvm::StringRef Root) {
    auto It = Fds.find(Root);
    if (It == Fds.end())
      It = Fds.emplace(Root.str(), ::open(Root.str().c_str(),
                                          O_PATH | O_DIRECTORY | O_CLOEXEC))
               .first;
    return It->second;
  }
};

} // namespace

/// SWEEPER_NO_OPENAT2 set: behave as a kernel without openat2, so tests
/// run the walk's fallback (old kernels, containers whose seccomp profile
/// refuses the call) on machines where openat2 works.
static bool openat2Disabled() {
  static const bool Off = [] {
    const char *V = std::getenv("SWEEPER_NO_OPENAT2");
    return V && *V;
  }();
  return Off;
}

/// openat2 below \p Root (by default with no symlink on the way), or -1
/// and errno.
static int openat2Beneath(llvm::StringRef Root, llvm::StringRef Rel,
                          uint64_t Flags, uint64_t Resolve = 0) {
#ifdef SYS_openat2
  if (openat2Disabled()) {
    errno = ENOSYS;
    return -1;
  }
  thread_local RootDirs Dirs;
  int Dir = Dirs.of(Root);
  if (Dir < 0)
    return -1;
  open_how How{};
  How.flags = Flags | O_CLOEXEC;
  How.resolve = Resolve ? Resolve : RESOLVE_NO_SYMLINKS | RESOLVE_BENEATH;
  // On the stack: a heap copy of each path was a malloc and a free for
  // every file the sweep reads.
  llvm::SmallString<256> Path(Rel.empty() ? llvm::StringRef(".") : Rel);
  return int(::syscall(SYS_openat2, Dir, Path.c_str(), &How, sizeof How));
#else
  (void)Root;
  (void)Rel;
  (void)Flags;
  (void)Resolve;
  errno = ENOSYS;
  return -1;
#endif
}

std::optional<bool> existsBeneath(llvm::StringRef Root, llvm::StringRef Rel) {
  int Fd = openat2Beneath(Root, Rel, O_PATH);
  if (Fd >= 0) {
    ::close(Fd);
    return true;
  }
  // ENOSYS: an old kernel; EPERM: a seccomp filter; E2BIG: an open_how
  // this kernel does not know.
  if (errno == ENOSYS || errno == EPERM || errno == E2BIG)
    return std::nullopt;
  return errno == ELOOP;
}

std::optional<bool> leadsBeneath(llvm::StringRef Root, llvm::StringRef Rel) {
#ifdef SYS_openat2
  int Fd = openat2Beneath(Root, Rel, O_PATH,
                          RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS);
  if (Fd >= 0) {
    ::close(Fd);
    return true;
  }
  // EXDEV: a step left the root (an absolute link, `..`, a link outside);
  // ELOOP: too many links. Anything else (a dangling link) is the caller's.
  if (errno == EXDEV || errno == ELOOP)
    return false;
#else
  (void)Root;
  (void)Rel;
#endif
  return std::nullopt;
}

} // namespace sweeper
