#include "core/StatSig.h"
#include "llvm/ADT/SmallString.h"
#include <sys/stat.h>

namespace sweeper {

static uint64_t nanos(const struct timespec &T) {
  return uint64_t(T.tv_sec) * 1000000000u + uint64_t(T.tv_nsec);
}

bool StatSig::settledBefore(int64_t RunStartNs) const {
  // File times come from the kernel's coarse clock (a tick behind the
  // wall clock), and network file systems from another machine's clock.
  const int64_t Margin = 2'000'000'000;
  return int64_t(MtimeNs) < RunStartNs - Margin &&
         int64_t(CtimeNs) < RunStartNs - Margin;
}

StatSig statSigOf(const struct stat &St) {
  return StatSig{uint64_t(St.st_size), nanos(St.st_mtim), nanos(St.st_ctim),
                 uint64_t(St.st_ino), uint64_t(St.st_dev)};
}

std::optional<StatSig> statSig(llvm::StringRef Path) {
  llvm::SmallString<256> Z(Path);
  struct stat St;
  if (::stat(Z.c_str(), &St) != 0)
    return std::nullopt;
  return statSigOf(St);
}

} // namespace sweeper
