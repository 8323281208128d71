#pragma once
/// Running git: the walker lists files with it.
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace sweeper {

/// Runs `git -C Dir Args...` with \p Stdin on standard input; its standard
/// output, or nullopt if git is missing or exits non-zero. \p Error, if
/// given, holds its standard error.
std::optional<std::string> runGit(llvm::StringRef Dir,
                                  const std::vector<std::string> &Args,
                                  llvm::StringRef Stdin = "",
                                  std::string *Error = nullptr);

/// runGit for a listing of files (`ls-files`): also nullopt when git said
/// it could not open a directory, whose files it left out.
std::optional<std::string> runGitListing(llvm::StringRef Dir,
                                         const std::vector<std::string> &Args);

/// How long one git read may take before the sweep fails as incomplete:
/// 600 s, far above a large tree's listing, or SWEEPER_GIT_SECONDS.
unsigned gitSeconds();

/// Lines added or changed in the work tree since a revision, as
/// `--new-since` needs them: by path below the repository's top level.
struct ChangedLines {
  std::string Prefix; ///< the swept directory's path below the top level
  std::map<std::string, std::vector<std::pair<unsigned, unsigned>>> Added;
  std::vector<std::string> NewFiles; ///< untracked, so wholly new
  bool contains(llvm::StringRef TopPath, unsigned Line) const;
};

/// What changed in the work tree of \p Dir since \p Rev, read with
/// libgit2 (walk/GitChanges.cpp): every file diffed as text, whatever its
/// attributes; a file whose lines cannot be told apart is wholly new.
llvm::Expected<ChangedLines> changedLinesSince(llvm::StringRef Dir,
                                               llvm::StringRef Rev);

/// Splits NUL-separated git output (-z).
std::vector<std::string> splitNul(llvm::StringRef Out);

} // namespace sweeper
