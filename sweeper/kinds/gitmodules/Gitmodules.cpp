// .gitmodules: a hit names the submodule whose section holds it.
#include "kinds/KindSpec.h"
#include "scanners/Scanners.h"

namespace sweeper {

static Classified submoduleLine(llvm::StringRef, llvm::StringRef Section) {
  return {CheckId::GitmodulesEntry, "submodule " + shortName(Section)};
}

static const llvm::StringRef Files[] = {".gitmodules"};
const KindData kinds::GitmodulesData = {"#", ".gitmodules", Files};
static const BlockFamily *const Blocks[] = {&GitmodulesSections};
const KindSpec kinds::Gitmodules = {lineScanner<submoduleLine, true>, Blocks};

} // namespace sweeper
