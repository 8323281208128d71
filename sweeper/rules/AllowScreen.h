#pragma once
/// Which allow regexes can match a line at all, asked once for all of
/// them. Each reference was checked against every applicable entry in
/// turn, a regex search apiece: six on the seed's pack, for the 2,600
/// references that no entry allows. One RE2::Set pass says which entries
/// match somewhere; only those are asked where.
#include "rules/RulePack.h"
#include "llvm/ADT/SmallBitVector.h"
#include <atomic>
#include <memory>
#include <optional>

namespace re2 {
class RE2;
} // namespace re2

namespace sweeper {

class AllowScreen {
public:
  explicit AllowScreen(const std::vector<AllowEntry> &Allow);
  ~AllowScreen();
  AllowScreen(const AllowScreen &) = delete;
  AllowScreen &operator=(const AllowScreen &) = delete;

  /// A bit per entry of the list it was built from: set when the entry's
  /// regex matches somewhere in \p Text. nullopt when the screen cannot
  /// say (the set did not compile, or its automaton ran out of memory):
  /// ask each entry.
  std::optional<llvm::SmallBitVector> matching(llvm::StringRef Text) const;

private:
  class Set;
  std::unique_ptr<Set> S;
  /// Once the automaton has run out of memory it would on most texts, and
  /// each failed pass costs as much as the answer: the entries are asked.
  mutable std::atomic<bool> GaveUp{false};
};

} // namespace sweeper
