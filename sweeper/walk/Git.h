#pragma once
/// Running git: the walker lists files with it, derivation reads history.
#include "llvm/ADT/StringRef.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace sweeper {

/// Runs `git -C Dir Args...` with \p Stdin on standard input; its standard
/// output, or nullopt if git is missing or exits non-zero (then \p Error,
/// if given, holds its standard error).
std::optional<std::string> runGit(llvm::StringRef Dir,
                                  const std::vector<std::string> &Args,
                                  llvm::StringRef Stdin = "",
                                  std::string *Error = nullptr);

/// The contents of \p Paths at \p Rev, in one `git cat-file --batch`;
/// paths missing there are left out.
std::map<std::string, std::string>
gitContentsAt(llvm::StringRef Top, llvm::StringRef Rev,
              const std::vector<std::string> &Paths);

/// Splits NUL-separated git output (-z).
std::vector<std::string> splitNul(llvm::StringRef Out);

} // namespace sweeper
