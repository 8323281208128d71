#pragma once
/// The walk's stable sort of its files, by the name walk/ calls it.
#include <algorithm>

namespace sweeper {

template <typename It, typename Less> void stableSortRuns(It B, It E, Less L) {
  std::stable_sort(B, E, L);
}

} // namespace sweeper
