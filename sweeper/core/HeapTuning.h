#pragma once
/// Memory a one-shot run keeps until it exits.

#include <memory>

namespace sweeper {

/// Keeps \p P allocated, and reachable (leak checkers stay quiet), until
/// the process exits, as clang's -disable-free does: a one-shot run's
/// teardown would only give memory back. Freeing the lists of a
/// 90,000-file sweep took 15 ms, a serial step at its end.
void keepPointerUntilExit(const void *P);
template <typename T> T &keepUntilExit(std::unique_ptr<T> P) {
  T &Kept = *P;
  keepPointerUntilExit(P.release());
  return Kept;
}

} // namespace sweeper
