#pragma once
/// The part of a long line read around one hit. A minified line can hold
/// thousands of hits: reading all of it for each (an excerpt, an allow
/// regex, link syntax) is quadratic.
#include "llvm/ADT/StringRef.h"

namespace sweeper {

struct TextWindow {
  llvm::StringRef Text;
  size_t Start = 0; ///< where Text starts in the line
};

/// \p Line whole if it is at most 2 x \p Reach bytes; otherwise the bytes
/// within \p Reach of the hit at [\p B, \p E).
TextWindow windowAround(llvm::StringRef Line, size_t B, size_t E, size_t Reach);

} // namespace sweeper
