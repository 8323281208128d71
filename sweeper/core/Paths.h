#pragma once
/// One way to turn a path into the absolute, dot-free form the sweep
/// compares paths in.
#include "llvm/ADT/StringRef.h"
#include <string>

namespace sweeper {

/// \p P made absolute against the working directory, without `.` and `..`
/// components (lexically: symlinks are not resolved). If the working
/// directory cannot be read, \p P comes back as given: compared with
/// absolute paths it then matches nothing, rather than the wrong file.
std::string absolutePath(llvm::StringRef P);

} // namespace sweeper
