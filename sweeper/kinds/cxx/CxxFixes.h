#pragma once
#include "core/Finding.h"
#include "scan/SourceFile.h"
#include <vector>

namespace sweeper {

/// A C/C++ line that is one call naming the removed backend by a string.
std::vector<Edit> cxxLineFix(const SourceFile &F, const Finding &Fd);

} // namespace sweeper
