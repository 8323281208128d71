#pragma once
/// Key paths of the block YAML most files are written in (mappings,
/// sequences, one-line scalars, literal and folded blocks, comments), read a
/// line at a time. LLVM's parser builds a token list and a node per scalar
/// and was a quarter of a sweep's instructions on workflow-heavy trees.
/// Anything outside this subset is refused, and KeyPaths then asks LLVM:
/// the subset is kept where the two agree, and fuzz-key-paths checks that
/// they do on every text this reader takes.
#include "scanners/KeyPaths.h"
#include "llvm/ADT/StringRef.h"
#include <utility>
#include <vector>

namespace sweeper {

/// Appends each key and sequence entry to \p Nodes and its offset to
/// \p Marks, in document order, as KeyPaths' walk of LLVM's nodes does;
/// those starting past \p Until are read, not kept. False (and both
/// lists as they were) if \p Text is outside the subset.
bool readBlockKeyPaths(llvm::StringRef Text, std::vector<KeyPaths::Node> &Nodes,
                       std::vector<std::pair<size_t, unsigned>> &Marks,
                       size_t Until = llvm::StringRef::npos);

} // namespace sweeper
