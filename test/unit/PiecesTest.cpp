// Pieces of a report formatted side by side must come out as one thread
// writes them: every item once, in order, whatever the count and however
// many threads (the piece size follows both).
#include "report/Pieces.h"
#include <algorithm>
#include <atomic>
#include <catch2/catch.hpp>
#include <stdexcept>
#include <string>
#include <vector>

using namespace sweeper;

static std::string formatted(size_t Count, unsigned Jobs) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  writeInPieces(OS, Count, Jobs,
                [](llvm::raw_ostream &S, size_t Begin, size_t End) {
                  for (size_t I = Begin; I < End; ++I)
                    S << I << '\n';
                });
  OS.flush();
  return Out;
}

TEST_CASE("pieces are written in order, each item once", "[report]") {
  for (size_t Count : {0, 1, 2048, 2049, 2645, 4097, 16385, 40000})
    for (unsigned Jobs : {1u, 2u, 3u, 8u}) {
      std::string Want;
      for (size_t I = 0; I < Count; ++I)
        Want += std::to_string(I) + "\n";
      CHECK(formatted(Count, Jobs) == Want);
    }
}

TEST_CASE("forEachPiece covers the range once, in pieces", "[report]") {
  for (size_t Count : {0, 5, 2049, 2645, 40000}) {
    std::vector<std::atomic<int>> Seen(Count);
    forEachPiece(Count, 2, [&](size_t Begin, size_t End) {
      CHECK((Begin < End || Count == 0));
      for (size_t I = Begin; I < End; ++I)
        ++Seen[I];
    });
    for (size_t I = 0; I < Count; ++I)
      CHECK(Seen[I] == 1);
  }
}

TEST_CASE("a piece that throws fails the write after the windows before it",
          "[report]") {
  const size_t Count = 40000, Bad = 30000;
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  try {
    writeInPieces(OS, Count, 2,
                  [&](llvm::raw_ostream &S, size_t Begin, size_t End) {
                    if (Begin <= Bad && Bad < End)
                      throw std::runtime_error("no memory");
                    for (size_t I = Begin; I < End; ++I)
                      S << I << '\n';
                  });
    FAIL("the write did not fail");
  } catch (const std::runtime_error &E) {
    CHECK(std::string(E.what()) == "formatting the report: 1 task failed, "
                                   "the first with: no memory");
  }
  OS.flush();
  // Whole windows only, in order, and none at or after the failing one.
  size_t Lines = std::count(Out.begin(), Out.end(), '\n');
  CHECK(Lines > 0);
  CHECK(Lines < Bad);
  std::string Want;
  for (size_t I = 0; I < Lines; ++I)
    Want += std::to_string(I) + "\n";
  CHECK(Out == Want);
}
