#pragma once
#include "core/Finding.h"
#include "scan/SourceFile.h"
#include <vector>

namespace sweeper {

class Matcher;

/// A shell line that is one entry of a list of like lines: a command, or
/// one argument line of a command continued over several lines.
std::vector<Edit> shellLineFix(const SourceFile &F, const Finding &Fd,
                               const Matcher &M);

} // namespace sweeper
