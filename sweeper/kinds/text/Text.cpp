// Any other text file: a hit is a mention. The kind of every file no
// other kind's names or shebang words claim.
#include "kinds/KindSpec.h"
#include "scanners/Scanners.h"

namespace sweeper {

static Classified textLine(llvm::StringRef, llvm::StringRef) {
  return {CheckId::TextMention, "text"};
}

const KindData kinds::TextData = {
    "#", "Any other text file", {}, {}, KindRole::Text};
const KindSpec kinds::Text = {lineScanner<textLine, true>};

} // namespace sweeper
