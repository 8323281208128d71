#include "scanners/KeyPaths.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"
#include <algorithm>

namespace sweeper {

namespace {

/// Deeper than this a document is not walked: a pull request's
/// `[[[[...` must not exhaust a worker's stack (yaml-cpp stops at 2,000).
constexpr unsigned MaxDepth = 1000;

/// Each node keeps its own key and its parent, not its whole path: 900
/// nested keys of 1,000 characters would otherwise give every node below
/// them a path of 900 KB.
struct Walker {
  llvm::StringRef Text;
  size_t Until; ///< nodes past it are left to the parser to skip
  std::vector<KeyPaths::Node> &Nodes;
  /// Offset of each node that has a place in the text, and the node.
  std::vector<std::pair<size_t, unsigned>> &Marks;
  bool TooDeep = false;
  /// A document's anchors so far: an alias to none of them does not
  /// parse (yaml-cpp refused it; LLVM's parser leaves it to the reader).
  llvm::StringSet<> Anchors;
  bool UnknownAlias = false;

  size_t offsetOf(const llvm::yaml::Node *N) const {
    return N->getSourceRange().Start.getPointer() - Text.data();
  }

  static std::string keyOf(llvm::yaml::Node *K) {
    auto *S = llvm::dyn_cast_or_null<llvm::yaml::ScalarNode>(K);
    if (!S)
      return "?";
    llvm::SmallString<64> Storage;
    return S->getValue(Storage).str();
  }

  unsigned add(int Parent, std::string Segment, bool Index) {
    Nodes.push_back({Parent, std::move(Segment), Index});
    return Nodes.size() - 1;
  }

  void walk(llvm::yaml::Node *N, int Parent, unsigned Depth) {
    if (!N || TooDeep || offsetOf(N) > Until)
      return;
    if (Depth > MaxDepth) {
      TooDeep = true;
      return;
    }
    if (!N->getAnchor().empty())
      Anchors.insert(N->getAnchor());
    if (auto *A = llvm::dyn_cast<llvm::yaml::AliasNode>(N))
      UnknownAlias |= !Anchors.contains(A->getName());
    if (auto *M = llvm::dyn_cast<llvm::yaml::MappingNode>(N)) {
      for (llvm::yaml::KeyValueNode &KV : *M) {
        llvm::yaml::Node *K = KV.getKey();
        // Past the last place asked about, the iterator skips the rest.
        if (K && offsetOf(K) > Until)
          continue;
        unsigned Sub = add(Parent, keyOf(K), false);
        if (K && !llvm::isa<llvm::yaml::NullNode>(K))
          Marks.push_back({offsetOf(K), Sub});
        walk(KV.getValue(), Sub, Depth + 1);
      }
    } else if (auto *S = llvm::dyn_cast<llvm::yaml::SequenceNode>(N)) {
      unsigned I = 0;
      for (llvm::yaml::Node &E : *S) {
        if (offsetOf(&E) > Until)
          continue;
        unsigned Sub = add(Parent, "[" + std::to_string(I++) + "]", true);
        Marks.push_back({offsetOf(&E), Sub});
        walk(&E, Sub, Depth + 1);
      }
    }
  }
};

/// Flow collections nested deeper than MaxDepth: LLVM's parser recurses
/// into them even to skip them. Brackets in strings count too; a file
/// that only looks this deep gets line-only messages, never a crash.
bool nestsTooDeep(llvm::StringRef Text) {
  unsigned Depth = 0;
  // From bracket to bracket: block YAML has few.
  for (size_t I = Text.find_first_of("[]{}"); I < Text.size();
       I = Text.find_first_of("[]{}", I + 1)) {
    char C = Text[I];
    if (C == '[' || C == '{') {
      if (++Depth > MaxDepth)
        return true;
    } else if (Depth) {
      --Depth;
    }
  }
  return false;
}

} // namespace

// LLVM's YAML parser, not yaml-cpp's: yaml-cpp matched each character
// against regexes and was most of the text pass's time on workflow-heavy
// trees.
bool KeyPaths::parseWithLlvm(llvm::StringRef Text, size_t Until,
                             std::vector<std::pair<size_t, unsigned>> &Marks) {
  llvm::SourceMgr SM;
  SM.setDiagHandler([](const llvm::SMDiagnostic &, void *) {});
  llvm::yaml::Stream S(Text, SM, /*ShowColors=*/false);
  Walker W{Text, Until, Nodes, Marks, false, {}, false};
  for (llvm::yaml::Document &D : S) {
    W.Anchors.clear();
    W.walk(D.getRoot(), -1, 0);
  }
  // A broken stream gets line-only messages, as it did with yaml-cpp.
  if (S.failed() || W.TooDeep || W.UnknownAlias) {
    Nodes.clear();
    return false;
  }
  return true;
}

KeyPaths::KeyPaths(llvm::StringRef Text, size_t Until) {
  if (nestsTooDeep(Text))
    return;
  std::vector<std::pair<size_t, unsigned>> Marks;
  Parsed = parseWithLlvm(Text, Until, Marks);
  if (Parsed)
    index(Marks, Until);
}

void KeyPaths::index(std::vector<std::pair<size_t, unsigned>> &Marks,
                     size_t Until) {
  // Places in the text's order; a key shares its place with the entry it
  // opens and comes after it, as the walk recorded them. Past Until none
  // is asked about.
  std::stable_sort(
      Marks.begin(), Marks.end(),
      [](const auto &A, const auto &B) { return A.first < B.first; });
  for (auto [Offset, Node] : Marks) {
    if (Offset > Until)
      break;
    Entries.push_back({Offset, Node});
  }
}

std::vector<std::string> KeyPaths::places(llvm::StringRef Text) const {
  std::vector<size_t> LineStarts{0};
  for (size_t I = Text.find('\n');
       I != llvm::StringRef::npos && I + 1 < Text.size();
       I = Text.find('\n', I + 1))
    LineStarts.push_back(I + 1);
  std::vector<std::string> Out;
  for (const Entry &E : Entries) {
    auto It = std::upper_bound(LineStarts.begin(), LineStarts.end(), E.Offset);
    size_t Line = It - LineStarts.begin();
    Out.push_back(std::to_string(Line) + ":" +
                  std::to_string(E.Offset - LineStarts[Line - 1] + 1) + " " +
                  pathOf(E.Node));
  }
  return Out;
}

/// Keys joined by dots, indices appended; past MaxPathBytes only the
/// innermost part is kept, the part a reader needs.
std::string KeyPaths::pathOf(unsigned Node) const {
  const size_t MaxPathBytes = 512;
  // Innermost first, and no further than the budget: a hit 900 levels
  // deep costs a few segments, not its whole ancestry.
  std::vector<const KeyPaths::Node *> Chain;
  size_t Bytes = 0;
  int N = Node;
  for (; N >= 0 && Bytes <= MaxPathBytes; N = Nodes[N].Parent) {
    Chain.push_back(&Nodes[N]);
    Bytes += Nodes[N].Segment.size() + 1;
  }
  std::string P;
  for (auto It = Chain.rbegin(); It != Chain.rend(); ++It) {
    const KeyPaths::Node &Seg = **It;
    if (Seg.Index || P.empty())
      P += Seg.Segment;
    else
      P += "." + Seg.Segment;
  }
  if (N >= 0 || P.size() > MaxPathBytes)
    P = "..." + P.substr(P.size() - std::min(P.size(), MaxPathBytes));
  return P;
}

std::string KeyPaths::at(size_t Offset) const {
  auto It =
      std::upper_bound(Entries.begin(), Entries.end(), Offset,
                       [](size_t O, const Entry &E) { return O < E.Offset; });
  if (It == Entries.begin())
    return "";
  return pathOf(std::prev(It)->Node);
}

} // namespace sweeper
