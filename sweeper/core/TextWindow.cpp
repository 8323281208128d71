#include "core/TextWindow.h"
#include <algorithm>

namespace sweeper {

TextWindow windowAround(llvm::StringRef Line, size_t B, size_t E,
                        size_t Reach) {
  if (Line.size() <= 2 * Reach)
    return {Line, 0};
  size_t S = B > Reach ? B - Reach : 0;
  return {Line.slice(S, std::min(Line.size(), E + Reach)), S};
}

} // namespace sweeper
