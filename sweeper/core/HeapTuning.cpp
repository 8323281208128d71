#include "core/HeapTuning.h"
#include <mutex>
#include <vector>

namespace sweeper {

void keepPointerUntilExit(const void *P) {
  static std::mutex Lock;
  // Never destroyed: destroying it at exit would be the teardown skipped.
  static auto *Kept = new std::vector<const void *>;
  std::lock_guard<std::mutex> Guard(Lock);
  Kept->push_back(P);
}

} // namespace sweeper
