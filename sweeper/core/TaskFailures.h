#pragma once
/// Exceptions thrown inside thread-pool tasks. LLVM's pool keeps a task's
/// exception in a future nobody reads: a std::bad_alloc in one task would
/// silently drop the rest of its batch and the sweep would look clean.
/// Tasks run through guard(); a stage that saw a failure reports it as an
/// error, so the run exits 2.
#include <exception>
#include <mutex>
#include <string>

namespace sweeper {

class TaskFailures {
public:
  template <typename F> void guard(F &&Fn) noexcept {
    try {
      Fn();
    } catch (const std::exception &E) {
      note(E.what());
    } catch (...) {
      note("unknown exception");
    }
  }
  bool any() const {
    std::lock_guard<std::mutex> L(Mu);
    return Count != 0;
  }
  /// "N tasks failed, the first with: what".
  std::string describe() const {
    std::lock_guard<std::mutex> L(Mu);
    return std::to_string(Count) + (Count == 1 ? " task" : " tasks") +
           " failed, the first with: " + First;
  }

private:
  void note(const char *What) noexcept {
    try {
      std::lock_guard<std::mutex> L(Mu);
      if (!Count++)
        First = What;
    } catch (...) {
    }
  }
  mutable std::mutex Mu;
  std::string First;
  unsigned Count = 0;
};

} // namespace sweeper
