#include "core/HeapTuning.h"
#include "llvm/ADT/STLExtras.h"
#include <cstdint>
#include <cstdlib>
#include <malloc.h>
#include <mutex>
#include <sys/mman.h>
#include <unistd.h>
#include <vector>

// glibc's own allocator only: a sanitizer's replaces it, and its leak
// check would take the untouched fillers for leaks.
#if defined(__GLIBC__) && defined(M_ARENA_MAX) && !defined(__SANITIZE_ADDRESS__)
#define SWEEPER_TUNE_GLIBC_HEAP 1
#else
#define SWEEPER_TUNE_GLIBC_HEAP 0
#endif

namespace sweeper {

/// The heap grown in one step at start, and advised huge as a whole: the
/// kernel merges no later brk growth into an advised mapping. Address
/// space only, never touched until used: a 90,000-file sweep's lists
/// outgrew 64 MB, and the rest came in small pages.
static constexpr size_t HeapReserve = size_t(256) << 20;
static constexpr uintptr_t HugePage = uintptr_t(2) << 20;
static void *Filler = nullptr, *Grower = nullptr;
static uintptr_t MainHeapEnd = 0;
/// glibc maps each thread arena as one heap of this size, aligned to it
/// (HEAP_MAX_SIZE: twice the largest mmap threshold, on 64-bit systems).
static constexpr uintptr_t ArenaHeap = uintptr_t(64) << 20;
static_assert(HeapReserve >= ArenaHeap, "a new arena's heap is writable whole");

void tuneHeapForSweep() {
#if SWEEPER_TUNE_GLIBC_HEAP
  // Buffers up to 1 GB come from the heap and are reused after free; the
  // heap is never trimmed. A file's text is read once and dropped, and
  // each mmap'd buffer would be faulted in anew.
  mallopt(M_MMAP_THRESHOLD, 1 << 30);
  mallopt(M_TRIM_THRESHOLD, INT32_MAX);
  mallopt(M_TOP_PAD, int(HeapReserve));
  // Growing the heap once (the pad comes with this block) and advising the
  // whole mapping: later allocations land in huge pages where the kernel
  // has them, and in normal ones otherwise. Only the advice's own range
  // changes, so a heap laid out otherwise loses nothing.
  // What static constructors allocated ends mid-way through a huge page:
  // an untouched filler takes the rest, so the heap's next bytes start
  // where the advised range does.
  auto TopStart = reinterpret_cast<uintptr_t>(sbrk(0)) - mallinfo2().keepcost;
  size_t Gap = ((TopStart + HugePage - 1) & ~(HugePage - 1)) - TopStart;
  if (Gap > 4096)
    Filler = std::malloc(Gap - 64); // kept for good: it is never touched
  // The block that grows the heap is kept too, untouched: glibc wrote the
  // header of the heap's free rest at its end, in the first advised huge
  // page and before the advice, and a page touched before the advice
  // leaves its whole huge page to small pages (512 faults). The next
  // bytes come after it, on the next huge page.
  Grower = std::malloc(HugePage);
  auto Begin =
      (reinterpret_cast<uintptr_t>(Grower) + HugePage - 1) & ~(HugePage - 1);
  auto End = reinterpret_cast<uintptr_t>(sbrk(0)) & ~(HugePage - 1);
  if (Grower && End > Begin)
    madvise(reinterpret_cast<void *>(Begin), End - Begin, MADV_HUGEPAGE);
  MainHeapEnd = End;
#endif
}

void adviseThreadHeap() {
#if SWEEPER_TUNE_GLIBC_HEAP
  thread_local bool Advised = false;
  if (Advised)
    return;
  Advised = true;
  void *Probe = std::malloc(64);
  auto At = reinterpret_cast<uintptr_t>(Probe);
  // A thread given the main heap (brk, below its end) has nothing to do.
  if (!Probe || !MainHeapEnd || At < MainHeapEnd)
    return std::free(Probe);
  uintptr_t Heap = At & ~(ArenaHeap - 1);
  static std::mutex Lock;
  // Never destroyed: the fillers stay reachable until the exit.
  static auto *Done = new std::vector<uintptr_t>;
  static auto *Fillers = new std::vector<void *>;
  std::lock_guard<std::mutex> Guard(Lock);
  // An arena another thread had is advised already, and in use: only a
  // new one is advised, and its first huge page (where glibc wrote the
  // arena's header in small pages) is filled, untouched, as in the main
  // heap, so what comes next starts on a huge page. The heap is wholly
  // writable from the start (M_TOP_PAD is at least its size): a heap grown
  // a piece at a time would end mid-way through each huge page and get
  // small pages throughout.
  if (llvm::is_contained(*Done, Heap))
    return std::free(Probe);
  Done->push_back(Heap);
  madvise(reinterpret_cast<void *>(Heap), ArenaHeap, MADV_HUGEPAGE);
  uintptr_t Left = Heap + HugePage - At;
  if (At < Heap + HugePage && Left > 4096)
    Fillers->push_back(std::malloc(Left - 128));
  std::free(Probe);
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
