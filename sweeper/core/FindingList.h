#pragma once
/// The sweep's findings in report order.
#include "core/Finding.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <iterator>
#include <vector>

namespace sweeper {

/// A vector of findings, with the whole-list steps the sweep and the
/// baseline take.
class FindingList : public std::vector<Finding> {
public:
  using std::vector<Finding>::vector;
  /// Appends a file's findings.
  void append(std::vector<Finding> &&Fs) {
    insert(end(), std::make_move_iterator(Fs.begin()),
           std::make_move_iterator(Fs.end()));
  }
  /// Drops the findings \p P holds true for; P sees each finding once, in
  /// order (a baseline counts its matches as it goes).
  template <typename Pred> void eraseIf(Pred P) { llvm::erase_if(*this, P); }
  /// Sorts stably by \p Less.
  template <typename Less> void stableSort(Less L) {
    std::stable_sort(begin(), end(), L);
  }
};

} // namespace sweeper
