#pragma once
/// Where compile commands come from: a JSON compilation database (-p,
/// --compile-commands, or autodetected), or --fallback-flags. Every command
/// handed out has been rebuilt by sanitizeCommandLine.
#include "clangpass/ClangPass.h"
#include "clangpass/ConfinedFs.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/Error.h"
#include <memory>

namespace sweeper {

struct LoadedDb {
  /// Null when autodetection found no database (not an error).
  std::unique_ptr<clang::tooling::CompilationDatabase> Db;
  std::string Description; ///< "build/compile_commands.json", "fallback flags"
  std::string File;        ///< the JSON file read, if any
  std::string NotFound;    ///< why there is no Db
};

/// A database the user named that is missing or malformed, or an entry
/// whose directory does not exist or lies where \p Reads hides it, is an
/// error: a sweep that silently parses nothing would look clean. The two
/// are one error, so a database cannot ask whether an outside directory
/// exists.
llvm::Expected<LoadedDb> loadCompileDb(const ClangOptions &Opts,
                                       const std::vector<WalkedFile> &Files,
                                       const ReadConfinement &Reads);

/// The directories \p Db's commands search for headers (includeDirs),
/// without `.` or `..`, each once, in the order first named.
std::vector<std::string>
includeDirsOf(const clang::tooling::CompilationDatabase &Db);

} // namespace sweeper
