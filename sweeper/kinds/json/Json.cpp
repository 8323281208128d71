// JSON: a hit is named by the key path holding it.
#include "kinds/KindSpec.h"
#include "scanners/Scanners.h"

namespace sweeper {
SWEEPER_SCANNER(JsonScanner)

std::vector<Classified> JsonScanner::classify(const SourceFile &F,
                                              llvm::ArrayRef<Hit> Hits) const {
  return classifyByKeyPath(F, Hits, CheckId::ConfigReference, "JSON key",
                           nullptr);
}

static const llvm::StringRef Files[] = {"*.json"};
const KindData kinds::JsonData = {"", "JSON", Files};
const KindSpec kinds::Json = {theScanner<JsonScanner>};

} // namespace sweeper
