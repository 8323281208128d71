#pragma once
/// llvm::json::parse recurses once per nesting level: a text of 100,000
/// `[` overflows the stack. Readers of untrusted JSON refuse deeper texts
/// before parsing them.
#include "llvm/ADT/StringRef.h"

namespace sweeper {

/// Whether arrays and objects in \p Json (brackets in strings do not
/// count) nest deeper than \p Max.
bool jsonNestedDeeper(llvm::StringRef Json, unsigned Max);

} // namespace sweeper
