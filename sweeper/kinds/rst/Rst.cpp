// reStructuredText: read as Markdown is (links, toctrees, tables).
#include "kinds/KindSpec.h"

namespace sweeper {

static const llvm::StringRef Files[] = {"*.rst"};
const KindData kinds::RstData = {
    "..", "reStructuredText documents", Files, {}, KindRole::Docs};
const KindSpec kinds::Rst = {
    []() -> const Scanner & { return kinds::Markdown.Scan(); }};

} // namespace sweeper
