// CMake presets: JSON whose key paths name presets.
#include "kinds/KindSpec.h"
#include "scanners/Scanners.h"

namespace sweeper {
SWEEPER_SCANNER(PresetsScanner)

std::vector<Classified>
PresetsScanner::classify(const SourceFile &F, llvm::ArrayRef<Hit> Hits) const {
  return classifyByKeyPath(F, Hits, CheckId::CMakePreset, "preset key",
                           nullptr);
}

static const llvm::StringRef Files[] = {"CMakePresets.json",
                                        "CMakeUserPresets.json"};
const KindData kinds::CMakePresetsData = {
    "", "CMakePresets.json and CMakeUserPresets.json", Files};
const KindSpec kinds::CMakePresets = {theScanner<PresetsScanner>};

} // namespace sweeper
