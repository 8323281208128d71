#pragma once
/// Counts in messages agree in number: "1 cell", "2 cells".
#include "llvm/ADT/StringRef.h"
#include <string>

namespace sweeper {

/// \p N and \p Word, with an "s" unless N is 1 (\p Plural when the word
/// does not take one: "1 TU", "2 TUs" works; "1 file", "2 files" too).
inline std::string counted(size_t N, llvm::StringRef Word,
                           llvm::StringRef Plural = "") {
  if (N == 1)
    return "1 " + Word.str();
  return std::to_string(N) + " " +
         (Plural.empty() ? Word.str() + "s" : Plural.str());
}

} // namespace sweeper
