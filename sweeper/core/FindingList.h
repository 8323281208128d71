#pragma once
/// The sweep's findings in report order. Each stays in the list its file's
/// scan made (or in the list's own store, when added later), and the order
/// is a list of pointers. Moved into one vector, the 10x tree's 56,000
/// findings were 14 MB of fresh memory written on the main thread after the
/// scan: 18 ms, and up to 240 ms when this VM's fresh pages came slowly.
#include "core/Finding.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/iterator.h"
#include <algorithm>
#include <deque>
#include <initializer_list>
#include <vector>

namespace sweeper {

class FindingList {
  using Ptrs = std::vector<Finding *>;

public:
  using iterator = llvm::pointee_iterator<Ptrs::const_iterator, Finding>;
  using const_iterator =
      llvm::pointee_iterator<Ptrs::const_iterator, const Finding>;

  FindingList() = default;
  FindingList(std::initializer_list<Finding> Fs) {
    for (const Finding &F : Fs)
      push_back(F);
  }
  FindingList(FindingList &&) = default;
  FindingList &operator=(FindingList &&) = default;
  /// A copy owns its findings in one store, in the same order.
  FindingList(const FindingList &O) {
    for (const Finding &F : O)
      push_back(F);
  }
  FindingList &operator=(const FindingList &O) {
    if (this != &O)
      *this = FindingList(O);
    return *this;
  }

  size_t size() const { return Order.size(); }
  bool empty() const { return Order.empty(); }
  Finding &operator[](size_t I) { return *Order[I]; }
  const Finding &operator[](size_t I) const { return *Order[I]; }
  Finding &back() { return *Order.back(); }
  iterator begin() { return iterator(Order.begin()); }
  iterator end() { return iterator(Order.end()); }
  const_iterator begin() const { return const_iterator(Order.begin()); }
  const_iterator end() const { return const_iterator(Order.end()); }

  void reserve(size_t N) { Order.reserve(N); }
  void push_back(Finding F) {
    Own.push_back(std::move(F));
    Order.push_back(&Own.back());
  }
  /// Appends a file's findings, taking their list as it is.
  void append(std::vector<Finding> &&Fs) {
    if (Fs.empty())
      return;
    Lists.push_back(std::move(Fs));
    for (Finding &F : Lists.back())
      Order.push_back(&F);
  }
  /// Drops the findings \p P holds true for; P sees each finding once, in
  /// order (a baseline counts its matches as it goes).
  template <typename Pred> void eraseIf(Pred P) {
    size_t Kept = 0;
    for (Finding *F : Order)
      if (!P(*F))
        Order[Kept++] = F;
    Order.resize(Kept);
  }
  /// Sorts the order stably by \p Less.
  template <typename Less> void stableSort(Less L) {
    std::stable_sort(
        Order.begin(), Order.end(),
        [&](const Finding *A, const Finding *B) { return L(*A, *B); });
  }

private:
  /// The findings: moves keep every address (the lists' buffers and the
  /// deque's blocks move whole), so the pointers stay right.
  std::vector<std::vector<Finding>> Lists;
  std::deque<Finding> Own;
  Ptrs Order;
};

} // namespace sweeper
