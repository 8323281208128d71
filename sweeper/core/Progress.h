#pragma once
/// How far a sweep has got: counters its stages advance from any thread
/// and a progress line reads (report/ProgressLine.h). Plain data.
#include <atomic>
#include <chrono>
#include <cstddef>

namespace sweeper {

struct Progress {
  std::atomic<size_t> FilesTotal{0}, FilesDone{0};
  std::atomic<size_t> TusTotal{0}, TusDone{0};
  /// When each stage began (steady clock, ns): its rate is its own.
  std::atomic<int64_t> FilesSince{0}, TusSince{0};

  static int64_t now() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
  }
};

} // namespace sweeper
