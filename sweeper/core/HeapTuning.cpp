#include "core/HeapTuning.h"
#include <malloc.h>
#include <mutex>
#include <vector>

// glibc's own allocator only: a sanitizer's replaces it.
#if defined(__GLIBC__) && defined(M_ARENA_MAX) && !defined(__SANITIZE_ADDRESS__)
#define SWEEPER_TUNE_GLIBC_HEAP 1
#else
#define SWEEPER_TUNE_GLIBC_HEAP 0
#endif

namespace sweeper {

void tuneHeapForSweep() {
#if SWEEPER_TUNE_GLIBC_HEAP
  // Buffers up to 1 GB come from the heap and are reused after free; the
  // heap is never trimmed. A file's text is read once and dropped, and
  // each mmap'd buffer would be faulted in anew.
  mallopt(M_MMAP_THRESHOLD, 1 << 30);
  mallopt(M_TRIM_THRESHOLD, INT32_MAX);
#endif
}

void keepPointerUntilExit(const void *P) {
  static std::mutex Lock;
  // Never destroyed: destroying it at exit would be the teardown skipped.
  static auto *Kept = new std::vector<const void *>;
  std::lock_guard<std::mutex> Guard(Lock);
  Kept->push_back(P);
}

} // namespace sweeper
