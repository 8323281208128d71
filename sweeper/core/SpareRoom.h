#pragma once
/// A thread's spare room for one kind of per-file vector. A table of a few
/// KB built per file and dropped is a large request each time, and each
/// makes glibc sort its free lists (malloc_consolidate): a file's table
/// borrows the room the thread's last file left instead.
#include <vector>

namespace sweeper {

/// The spare vector of \p Tag's kind on this thread.
template <typename Tag, typename T> std::vector<T> &spareRoom() {
  thread_local std::vector<T> Spare;
  return Spare;
}

/// Empties \p V into the thread's spare room for \p Tag.
template <typename Tag, typename T> void borrowRoom(std::vector<T> &V) {
  V.swap(spareRoom<Tag, T>());
  V.clear();
}

/// Leaves \p V's room to the thread's next borrower, if it is the larger.
template <typename Tag, typename T> void returnRoom(std::vector<T> &V) {
  std::vector<T> &Spare = spareRoom<Tag, T>();
  if (V.capacity() > Spare.capacity())
    Spare.swap(V);
}

} // namespace sweeper
