// The progress line's text: counts, the Clang pass first, and an estimate
// from each stage's own rate.
#include "report/ProgressLine.h"
#include <catch2/catch.hpp>

using namespace sweeper;

TEST_CASE("progress: files, then TUs first while they parse", "[progress]") {
  Progress P;
  P.FilesTotal = 10;
  CHECK(ProgressLine::describe(P, 0.25) ==
        "sweeper: progress: 0/10 files, 0.2 s");
  P.TusTotal = 4;
  P.TusDone = 2;
  P.TusSince = Progress::now() - 3'000'000'000; // 3 s for two TUs
  std::string Line = ProgressLine::describe(P, 3.5);
  CHECK_THAT(Line, Catch::StartsWith("sweeper: progress: 2/4 translation "
                                     "units, 0/10 files, 3.5 s, about 3."));
  CHECK_THAT(Line, Catch::EndsWith(" s left"));
  P.TusDone = 4;
  P.FilesDone = 5;
  P.FilesSince = Progress::now() - 120'000'000'000; // 2 min for half
  CHECK_THAT(ProgressLine::describe(P, 125),
             Catch::Matches("sweeper: progress: 4/4 translation units, "
                            "5/10 files, 2 min 5 s, about 2 min [0-9] s left"));
}
