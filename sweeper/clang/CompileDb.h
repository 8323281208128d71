#pragma once
/// Where compile commands come from: a JSON compilation database (-p,
/// --compile-commands, or autodetected), or --fallback-flags.
#include "clang/ClangPass.h"
#include "clang/Tooling/CompilationDatabase.h"
#include <memory>

namespace sweeper {

struct LoadedDb {
  std::unique_ptr<clang::tooling::CompilationDatabase> Db;
  std::string Description; ///< "build/compile_commands.json", "fallback flags"
  std::string Error;       ///< when Db is null
  std::string File;        ///< the JSON file read, if any
};

LoadedDb loadCompileDb(const ClangOptions &Opts,
                       const std::vector<WalkedFile> &Files);

/// True for the source extensions the Clang pass parses as TUs.
bool isSourceFile(llvm::StringRef Path);

} // namespace sweeper
