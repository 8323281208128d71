#pragma once
/// Text for JSON and SARIF: source lines may be Latin-1 or broken UTF-8,
/// and JSON strings must be UTF-8; invalid bytes become U+FFFD.
#include "llvm/Support/JSON.h"
#include <string>

namespace sweeper {

inline std::string jsonText(llvm::StringRef S) {
  return llvm::json::isUTF8(S) ? S.str() : llvm::json::fixUTF8(S);
}

} // namespace sweeper
