#include "core/Paths.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace sweeper {

std::string absolutePath(llvm::StringRef P) {
  llvm::SmallString<256> S(P);
  if (llvm::sys::fs::make_absolute(S))
    return P.str();
  llvm::sys::path::remove_dots(S, /*remove_dot_dot=*/true);
  return std::string(S);
}

} // namespace sweeper
