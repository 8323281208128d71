#pragma once
// In-memory trees for the derivation's unit tests.
#include "core/DerivedPack.h"
#include "derive/KeptTree.h"
#include "derive/Tokens.h"
#include <string>
#include <utility>
#include <vector>

namespace sweeper::test {

/// A tree from (path, text) pairs.
inline KeptTree treeOf(std::vector<std::pair<std::string, std::string>> Files) {
  KeptTree T;
  for (auto &[P, Text] : Files) {
    T.Paths.push_back(P);
    T.Texts.push_back(Text);
  }
  return T;
}

inline RemovedText
removedOf(std::vector<std::pair<std::string, std::string>> Files) {
  RemovedText R;
  for (auto &[P, Text] : Files) {
    R.Paths.push_back(P);
    R.Texts.push_back(Text);
  }
  return R;
}

inline const TokenCandidate *candidate(const DerivedPack &D,
                                       llvm::StringRef W) {
  for (const TokenCandidate &C : D.Candidates)
    if (C.Word == W)
      return &C;
  return nullptr;
}

/// A kept tree where `proj` is in every file, as a project's prefix is.
inline KeptTree
projectTree(std::vector<std::pair<std::string, std::string>> Extra) {
  std::vector<std::pair<std::string, std::string>> Files = std::move(Extra);
  for (int I = 0; I < 30; ++I)
    Files.push_back({"src/part" + std::to_string(I) + ".c",
                     "int proj_part" + std::to_string(I) + "(void);\n"});
  return treeOf(std::move(Files));
}

} // namespace sweeper::test
