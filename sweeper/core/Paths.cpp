#include "core/Paths.h"
#include "llvm/ADT/STLExtras.h"
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

bool isTranslationUnitPath(llvm::StringRef Path) {
  llvm::StringRef Ext = extensionOf(fileNameOf(Path));
  return llvm::any_of(
      std::initializer_list<llvm::StringRef>{".c", ".cc", ".cpp", ".cxx",
                                             ".c++", ".m", ".mm"},
      [&](llvm::StringRef TU) { return Ext.equals_insensitive(TU); });
}

} // namespace sweeper
