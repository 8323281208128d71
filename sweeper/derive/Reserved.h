#pragma once
/// Names no removal can take away: the languages' own words and the names
/// reserved to their implementations.
#include "llvm/ADT/StringRef.h"

namespace sweeper {

/// A keyword of C, C++ or Objective-C (Clang's own keyword table) or of
/// Python, or an identifier reserved to the implementation (`__x`, `_X`:
/// `__attribute__`, `__builtin_amdgcn_wmma`, `_WIN32`). A vendored header
/// in a removed directory may `#define` one; the kept code still uses it.
bool reservedName(llvm::StringRef Name);

} // namespace sweeper
