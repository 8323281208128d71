#pragma once
/// Names quoted in messages are short whatever the scanned text holds.
#include "llvm/ADT/StringRef.h"
#include <string>

namespace sweeper {

/// \p Name as a message quotes it: at most 80 bytes, cut on a character
/// boundary and marked "...". A key, pattern or call name read off a
/// minified line can be the whole line, and is copied into the message of
/// every hit on it.
std::string shortName(llvm::StringRef Name);

} // namespace sweeper
