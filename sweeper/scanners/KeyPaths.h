#pragma once
/// Dotted key paths (`jobs.test.steps[2].run`) for positions in a YAML or
/// JSON document, parsed with LLVM's YAML parser (JSON is YAML's flow
/// style).
#include "llvm/ADT/StringRef.h"
#include <string>
#include <utility>
#include <vector>

namespace sweeper {

class KeyPaths {
public:
  /// Parses Text; if it does not parse, every lookup returns "". Nodes
  /// that start past \p Until may be parsed and not recorded: lookups ask
  /// about places at or before it.
  explicit KeyPaths(llvm::StringRef Text, size_t Until = llvm::StringRef::npos);
  bool parsed() const { return Parsed; }
  /// The path of the innermost node starting at or before \p Offset.
  std::string at(size_t Offset) const;
  /// Every recorded place in \p Text (the parsed one), in order, as
  /// "line:column path": what at() answers from.
  std::vector<std::string> places(llvm::StringRef Text) const;

  /// A key or an index ("[2]") below its parent (-1: a document's root).
  struct Node {
    int Parent;
    std::string Segment;
    bool Index;
  };

private:
  /// Offsets, not lines: a lookup needs no line table of the file.
  struct Entry {
    size_t Offset;
    unsigned Node;
  };
  std::vector<Node> Nodes;
  std::vector<Entry> Entries; ///< Sorted by position.
  bool Parsed = false;

  bool parseWithLlvm(llvm::StringRef Text, size_t Until,
                     std::vector<std::pair<size_t, unsigned>> &Marks);
  void index(std::vector<std::pair<size_t, unsigned>> &Marks, size_t Until);

  std::string pathOf(unsigned Node) const;
};

} // namespace sweeper
