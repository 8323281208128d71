#include "walk/Beneath.h"
#include <cerrno>
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

int openBeneath(llvm::StringRef Root, llvm::StringRef Rel) {
#ifdef SYS_openat2
  thread_local RootDirs Dirs;
  int Dir = Dirs.of(Root);
  if (Dir < 0)
    return -1;
  open_how How{};
  How.flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC;
  How.resolve = RESOLVE_NO_SYMLINKS | RESOLVE_BENEATH;
  std::string Path = Rel.str();
  return int(::syscall(SYS_openat2, Dir, Path.c_str(), &How, sizeof How));
#else
  (void)Root;
  (void)Rel;
  errno = ENOSYS;
  return -1;
#endif
}

bool readsBeneath(llvm::StringRef Root) {
  int Fd = openBeneath(Root, ".");
  if (Fd < 0)
    return false;
  ::close(Fd);
  return true;
}

} // namespace sweeper
