// TOML, pyproject.toml among them: a hit is named by its table and key.
#include "kinds/KindSpec.h"
#include "scanners/Scanners.h"

namespace sweeper {

static Classified tomlLine(llvm::StringRef Line, llvm::StringRef Section) {
  return {CheckId::ConfigReference,
          "TOML key " + shortName(Section) + " " +
              shortName(Line.split('=').first.trim())};
}

static const llvm::StringRef Files[] = {"*.toml"};
const KindData kinds::TomlData = {"#", "TOML, including pyproject.toml", Files};
const KindSpec kinds::Toml = {lineScanner<tomlLine, true>};

} // namespace sweeper
