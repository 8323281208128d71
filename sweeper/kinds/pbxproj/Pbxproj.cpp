// Xcode project.pbxproj: a hit is in an object of the project (its `#`
// starts no comment: build settings hold it).
#include "kinds/KindSpec.h"
#include "scanners/Scanners.h"

namespace sweeper {

static Classified objectLine(llvm::StringRef Line, llvm::StringRef) {
  return {CheckId::XcodeReference, Line.contains("productName")
                                       ? "Xcode package product"
                                       : "Xcode project object"};
}

static const llvm::StringRef Files[] = {"project.pbxproj"};
const KindData kinds::PbxprojData = {"//", "Xcode project.pbxproj files",
                                     Files};
const KindSpec kinds::Pbxproj = {lineScanner<objectLine, false>};

} // namespace sweeper
