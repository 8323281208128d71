#pragma once
/// Literal texts in a trie, ASCII case folded: every literal a text starts
/// with is found in one walk along it, a step per byte that some literal
/// continues with.
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <vector>

namespace sweeper {

class PrefixTrie {
public:
  PrefixTrie() : Ends(1) {}
  /// Adds \p Id under \p Text, case folded.
  void add(llvm::StringRef Text, unsigned Id);

  /// The ids of every literal \p Text starts with, ASCII case ignored,
  /// shortest literal first.
  void prefixesOf(llvm::StringRef Text,
                  llvm::SmallVectorImpl<unsigned> &Ids) const {
    uint32_t Node = 0;
    for (char C : Text) {
      auto It = Edges.find(edge(Node, C));
      if (It == Edges.end())
        return;
      Node = It->second;
      Ids.append(Ends[Node].begin(), Ends[Node].end());
    }
  }

private:
  static uint64_t edge(uint32_t Node, char C) {
    return uint64_t(Node) << 8 | uint8_t(llvm::toLower(C));
  }
  /// (node, folded byte) -> the node it leads to; node 0 is the root.
  llvm::DenseMap<uint64_t, uint32_t> Edges;
  /// The ids that end at each node.
  std::vector<llvm::SmallVector<unsigned, 1>> Ends;
};

} // namespace sweeper
