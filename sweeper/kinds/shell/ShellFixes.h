#pragma once
#include "core/Finding.h"
#include "scan/SourceFile.h"
#include <vector>

namespace sweeper {

/// A shell line that is one removed item: a file command (cp, rm, ...) on a
/// removed path, or one flag of a command continued over several lines.
std::vector<Edit> shellLineFix(const SourceFile &F, const Finding &Fd);

} // namespace sweeper
