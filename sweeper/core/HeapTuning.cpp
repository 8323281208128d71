#include "core/HeapTuning.h"
#include <cstdint>
#include <cstdlib>
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>

namespace sweeper {

/// The heap grown in one step at start, and advised huge as a whole: the
/// kernel merges no later brk growth into an advised mapping.
static constexpr size_t HeapReserve = size_t(64) << 20;
static constexpr uintptr_t HugePage = uintptr_t(2) << 20;
static void *Filler = nullptr;
static uintptr_t MainHeapEnd = 0;
/// glibc maps each thread arena as one heap of this size, aligned to it
/// (HEAP_MAX_SIZE: twice the largest mmap threshold, on 64-bit systems).
static constexpr uintptr_t ArenaHeap = uintptr_t(64) << 20;

void tuneHeapForSweep() {
#if defined(__GLIBC__) && defined(M_ARENA_MAX)
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
  void *Probe = std::malloc(HugePage);
  auto Begin =
      (reinterpret_cast<uintptr_t>(Probe) + HugePage - 1) & ~(HugePage - 1);
  auto End = reinterpret_cast<uintptr_t>(sbrk(0)) & ~(HugePage - 1);
  if (Probe && End > Begin)
    madvise(reinterpret_cast<void *>(Begin), End - Begin, MADV_HUGEPAGE);
  MainHeapEnd = End;
  std::free(Probe);
#endif
}

void adviseThreadHeap() {
#if defined(__GLIBC__) && defined(M_ARENA_MAX)
  thread_local bool Advised = false;
  if (Advised)
    return;
  Advised = true;
  void *Probe = std::malloc(64);
  auto At = reinterpret_cast<uintptr_t>(Probe);
  // A thread given the main heap (brk, below its end) has nothing to do.
  if (Probe && MainHeapEnd && At >= MainHeapEnd)
    madvise(reinterpret_cast<void *>(At & ~(ArenaHeap - 1)), ArenaHeap,
            MADV_HUGEPAGE);
  std::free(Probe);
#endif
}

} // namespace sweeper
