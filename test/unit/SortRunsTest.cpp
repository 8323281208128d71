#include "core/SortRuns.h"
#include <catch2/catch.hpp>
#include <string>
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

// A long sorted prefix with a short unsorted rest, as the walk's files
// with their links behind: the merge from the back keeps ties in order and
// leaves no moved-from string behind.
TEST_CASE("stableSortRuns merges a short rest into a long run", "[sort]") {
  using P = std::pair<std::string, int>;
  auto Less = [](const P &A, const P &B) { return A.first < B.first; };
  for (unsigned Seed = 0; Seed < 50; ++Seed) {
    std::vector<P> V;
    unsigned X = Seed * 2654435761u + 1;
    auto Next = [&] { return X = X * 1103515245u + 12345u, X >> 16; };
    size_t Run = 1 + Next() % 200, Rest = Next() % 8;
    for (size_t I = 0; I < Run; ++I)
      V.push_back({"path/" + std::to_string(1000 + I / 2), int(I)});
    for (size_t I = 0; I < Rest; ++I)
      V.push_back({"path/" + std::to_string(999 + Next() % (Run / 2 + 3)),
                   int(Run + I)});
    std::vector<P> Want = V;
    std::stable_sort(Want.begin(), Want.end(), Less);
    stableSortRuns(V.begin(), V.end(), Less);
    CHECK(V == Want);
  }
}

// A prefix known to be sorted is not compared again, so the sort starts
// checking at its last element: whatever follows it, sorted or not, and
// however long the prefix (none, all, one short of all), the result is
// std::stable_sort's.
TEST_CASE("stableSortAfter trusts only the prefix it is told of", "[sort]") {
  using P = std::pair<int, int>;
  auto Less = [](const P &A, const P &B) { return A.first < B.first; };
  std::vector<int> K = {1, 3, 3, 7, 2, 3, 9, 0, 7};
  for (size_t Sorted = 0; Sorted <= 4; ++Sorted)
    for (size_t End = Sorted; End <= K.size(); ++End) {
      std::vector<P> V;
      for (size_t I = 0; I < End; ++I)
        V.push_back({K[I], int(I)});
      std::vector<P> Want = V;
      std::stable_sort(Want.begin(), Want.end(), Less);
      stableSortAfter(V.begin(), V.begin() + Sorted, V.end(), Less);
      CHECK(V == Want);
    }
}
