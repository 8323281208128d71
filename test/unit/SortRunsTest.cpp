#include "core/SortRuns.h"
#include <catch2/catch.hpp>
#include <utility>
#include <vector>

using namespace sweeper;

// Pairs sorted by their first member only: the second tells whether ties
// kept their order, as std::stable_sort keeps it.
TEST_CASE("stableSortRuns equals std::stable_sort", "[sort]") {
  using P = std::pair<int, int>;
  auto Less = [](const P &A, const P &B) { return A.first < B.first; };
  std::vector<std::vector<int>> Keys = {{},
                                        {1},
                                        {1, 2, 3},
                                        {3, 2, 1},
                                        {1, 2, 5, 7, 2, 1, 5},
                                        {2, 2, 1, 2, 1},
                                        {1, 4, 9, 9, 3, 9, 4, 0}};
  for (const std::vector<int> &K : Keys) {
    std::vector<P> V;
    for (size_t I = 0; I < K.size(); ++I)
      V.push_back({K[I], int(I)});
    std::vector<P> Want = V;
    std::stable_sort(Want.begin(), Want.end(), Less);
    stableSortRuns(V.begin(), V.end(), Less);
    CHECK(V == Want);
  }
}
