// CODEOWNERS: a hit is in the path pattern an owners line starts with.
#include "kinds/KindSpec.h"
#include "scanners/Scanners.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {

static Classified ownersLine(llvm::StringRef Line, llvm::StringRef) {
  llvm::StringRef Pattern =
      Line.take_until([](char Ch) { return llvm::isSpace(Ch); });
  return {CheckId::CodeownersEntry,
          "owners pattern '" + shortName(Pattern) + "'"};
}

static const llvm::StringRef Files[] = {"CODEOWNERS"};
const KindData kinds::CodeownersData = {"#", "CODEOWNERS", Files};
const KindSpec kinds::Codeowners = {lineScanner<ownersLine, true>};

} // namespace sweeper
