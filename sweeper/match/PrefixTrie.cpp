#include "match/PrefixTrie.h"

namespace sweeper {

void PrefixTrie::add(llvm::StringRef Text, unsigned Id) {
  uint32_t Node = 0;
  for (char C : Text) {
    auto [It, New] = Edges.try_emplace(edge(Node, C), uint32_t(Ends.size()));
    if (New)
      Ends.emplace_back();
    Node = It->second;
  }
  Ends[Node].push_back(Id);
}

} // namespace sweeper
