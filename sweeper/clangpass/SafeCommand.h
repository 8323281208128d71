#pragma once
/// Compile commands come from the scanned tree, which is hostile: a
/// committed compile_commands.json can name tools for Clang to run and
/// files for it to write. Commands are rebuilt from an allowlist of the
/// argument kinds that change how a file parses, before Clang sees them.
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace sweeper {

/// The command that parses \p File (absolute) as \p Args would, keeping only
/// the language, standard, target, defines, include paths and language
/// (`-f`) flags and CPU feature flags; dropping every option that names a
/// tool, a plugin, an output, a dependency/diagnostics/module-cache file, a
/// config file or offload/GPU architecture detection, every other input and
/// every response file. Ends with `-fsyntax-only`, quieting flags and the
/// resource directory (if not empty), then \p File.
std::vector<std::string> sanitizeCommandLine(llvm::ArrayRef<std::string> Args,
                                             llvm::StringRef File,
                                             llvm::StringRef ResourceDir);

} // namespace sweeper
