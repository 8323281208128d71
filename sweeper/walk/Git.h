#pragma once
/// Running git: the walker lists files with it, derivation reads history.
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
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

/// Splits NUL-separated git output (-z).
std::vector<std::string> splitNul(llvm::StringRef Out);

} // namespace sweeper
