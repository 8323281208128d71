#pragma once
/// Dotted key paths (`jobs.test.steps[2].run`) for positions in a YAML or
/// JSON document, parsed with LLVM's YAML parser (JSON is YAML's flow
/// style).
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace sweeper {

class KeyPaths {
public:
  /// Parses Text; if it does not parse, every lookup returns "". Nodes
  /// that start past \p Until are parsed, not recorded: lookups ask about
  /// places at or before it.
  explicit KeyPaths(llvm::StringRef Text, size_t Until = llvm::StringRef::npos);
  bool parsed() const { return Parsed; }
  /// The path of the innermost node starting at or before (Line, Column).
  std::string at(unsigned Line, unsigned Column) const;

  /// A key or an index ("[2]") below its parent (-1: a document's root).
  struct Node {
    int Parent;
    std::string Segment;
    bool Index;
  };

private:
  struct Entry {
    unsigned Line, Column;
    unsigned Node;
  };
  std::vector<Node> Nodes;
  std::vector<Entry> Entries; ///< Sorted by position.
  bool Parsed = false;

  std::string pathOf(unsigned Node) const;
};

} // namespace sweeper
