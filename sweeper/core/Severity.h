#pragma once
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace sweeper {

enum class Severity { Off, Note, Warning, Error };

llvm::StringRef severityName(Severity S);
std::optional<Severity> parseSeverity(llvm::StringRef Name);

} // namespace sweeper
