#pragma once
/// A progress line on stderr while a sweep runs: files scanned, TUs
/// parsed, elapsed time and an estimate of what is left. On a terminal it
/// rewrites one line and erases it at the end; asked for elsewhere (a CI
/// log), it prints a plain line every few seconds and a last one.
#include "core/Progress.h"
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace sweeper {

class ProgressLine {
public:
  /// \p Terminal: rewrite one line in place; otherwise append lines.
  ProgressLine(const Progress &P, bool Terminal);
  /// Stops the line: erased on a terminal, a closing line elsewhere.
  ~ProgressLine();
  ProgressLine(const ProgressLine &) = delete;
  ProgressLine &operator=(const ProgressLine &) = delete;

  /// The line for the counters now, \p Elapsed seconds into the sweep.
  static std::string describe(const Progress &P, double Elapsed);

private:
  const Progress &P;
  bool Terminal;
  std::chrono::steady_clock::time_point Start;
  std::mutex Mu;
  std::condition_variable Cv;
  bool Stop = false;
  std::thread Ticker;

  void run();
  double elapsed() const;
};

} // namespace sweeper
