// A thread-pool task that throws is counted and described, never lost:
// the stage turns it into an error and the run exits 2.
#include "core/TaskFailures.h"
#include "llvm/Support/ThreadPool.h"
#include <catch2/catch.hpp>
#include <new>
#include <stdexcept>

using namespace sweeper;

TEST_CASE("task failures: a throwing task is counted, others run", "[tasks]") {
  TaskFailures Failed;
  std::atomic<int> Ran{0};
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(2));
  for (int I = 0; I < 8; ++I)
    Pool.async([&, I] {
      Failed.guard([&] {
        if (I == 3)
          throw std::bad_alloc();
        if (I == 5)
          throw 42;
        ++Ran;
      });
    });
  Pool.wait();
  CHECK(Ran == 6);
  REQUIRE(Failed.any());
  CHECK_THAT(Failed.describe(), Catch::StartsWith("2 tasks failed, the first "
                                                  "with: "));
  TaskFailures None;
  None.guard([] {});
  CHECK_FALSE(None.any());
}
