#pragma once
/// How the process's heap is set up before a sweep. On the virtual machines
/// the project is measured on, a page fault costs about 11 us (a tenth of
/// a millisecond per 40 KB touched): a sweep of a 9,000-file tree took
/// 7,000 faults, a third of its CPU time, where ripgrep takes 1,000.

#include <future>
#include <memory>

namespace sweeper {

/// Keeps freed memory for reuse rather than returning it to the kernel
/// (a buffer read again costs no new faults) and asks for transparent huge
/// pages on the first 64 MB of the main heap, so a sweep of a small tree
/// faults a few dozen times for its heap instead of once per 4 KB. Call
/// once, first thing in main(); it changes no result.
void tuneHeapForSweep();

/// The same for the calling thread's own heap (glibc gives each thread an
/// arena of its own, so two scanning threads never wait on one lock), once
/// per thread; the first thing each thread of the sweep does.
void adviseThreadHeap();

/// std::async(std::launch::async, Fn) on a thread whose heap is advised
/// first: the walk's thread alone faulted 1,400 times on the seed's tree.
template <typename F> auto asyncAdvised(F Fn) {
  return std::async(std::launch::async, [Fn = std::move(Fn)]() mutable {
    adviseThreadHeap();
    return Fn();
  });
}

/// Keeps \p P allocated, and reachable (leak checkers stay quiet), until
/// the process exits, as clang's -disable-free does: a one-shot run's
/// teardown would only give memory back. Freeing the lists of a
/// 90,000-file sweep took 15 ms, a serial step at its end.
void keepPointerUntilExit(const void *P);
template <typename T> T &keepUntilExit(std::unique_ptr<T> P) {
  T &Kept = *P;
  keepPointerUntilExit(P.release());
  return Kept;
}

} // namespace sweeper
