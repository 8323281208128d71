#pragma once
#include "core/Finding.h"
#include "scan/SourceFile.h"
#include <vector>

namespace sweeper {

class Matcher;

/// A C/C++ call statement on one line that is one entry of a list of like
/// calls (`load_best("nova", dir);` among the same call for each backend).
std::vector<Edit> cxxLineFix(const SourceFile &F, const Finding &Fd,
                             const Matcher &M);

} // namespace sweeper
