#pragma once
/// A stable sort for lists that arrive sorted or nearly so: the walk's
/// files come from git in path order with a few appended, findings come
/// file by file. Identical to std::stable_sort, which would pay n log n
/// comparisons of long paths each time.
#include <algorithm>

namespace sweeper {

/// Sorts [B, E) stably: the sorted prefix is kept, only the rest is sorted
/// and then merged in (both steps stable, so ties keep their order).
template <typename It, typename Less> void stableSortRuns(It B, It E, Less L) {
  It Mid = std::is_sorted_until(B, E, L);
  if (Mid == E)
    return;
  std::stable_sort(Mid, E, L);
  std::inplace_merge(B, Mid, E, L);
}

} // namespace sweeper
