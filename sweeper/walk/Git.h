#pragma once
/// Running git: derivation reads history with it.
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

/// runGit for callers that must not go on without the output: an error
/// naming the git command that failed and what git said.
llvm::Expected<std::string> gitOutput(llvm::StringRef Dir,
                                      const std::vector<std::string> &Args);

/// \p Rev as a full commit id, verified by `rev-parse --verify`; text that
/// git could read as an option is refused before git sees it.
llvm::Expected<std::string> resolveCommit(llvm::StringRef Top,
                                          llvm::StringRef Rev);

/// A path and the blob it names (`git ls-tree -r -z`, `git diff --raw -z`).
struct GitBlobRef {
  std::string Path, Oid;
};
std::vector<GitBlobRef> parseLsTree(llvm::StringRef Out);
/// The old side of each entry: for deletions, the deleted blob.
std::vector<GitBlobRef> parseRawDiff(llvm::StringRef Out);

/// The contents of blobs by object id, in one `git cat-file --batch`: only
/// ids go to git's standard input, so no path can break the protocol.
/// Missing objects are nullopt.
std::vector<std::optional<std::string>>
gitBlobs(llvm::StringRef Top, const std::vector<std::string> &Oids);

/// `git diff` arguments with no external diff driver or textconv filter,
/// no colour or renames, and \p Range after `--end-of-options`.
std::vector<std::string> safeDiffArgs(std::vector<std::string> Args,
                                      const std::vector<std::string> &Range);

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

/// The new side of a hunk header `@@ -a,b +c,d @@`: c and d (d defaults
/// to 1; 0 is a pure deletion, after line c). nullopt if it is no header.
std::optional<std::pair<unsigned, unsigned>>
hunkNewSide(llvm::StringRef Header);

/// Splits NUL-separated git output (-z).
std::vector<std::string> splitNul(llvm::StringRef Out);

} // namespace sweeper
