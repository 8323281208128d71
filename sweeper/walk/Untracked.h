#pragma once
/// The untracked files of a work tree, as `git ls-files --others
/// --exclude-standard` lists them, found mostly without git. Git's own
/// listing reads every directory and tries a .gitignore in each: on the
/// seed's tree that was 34 ms of CPU beside a 150 ms sweep. Here the
/// directories are read once, every entry the index holds is passed over,
/// and git's ignore rules are asked only about what is left, usually
/// nothing.
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace sweeper {

/// What is in \p Root (a directory in a work tree) that the index does not
/// hold: every such entry, relative to Root; a directory holding nothing
/// tracked is one entry and is not entered. \p Tracked are the index's
/// paths relative to Root, \p Gitlinks its submodules among them: a
/// tracked file or link that is a directory now is an entry too (what it
/// holds is untracked), a submodule's directory never; a directory 200
/// levels down is one entry. nullopt when a directory cannot be read.
std::optional<std::vector<std::string>>
notInIndex(const std::string &Root, llvm::ArrayRef<llvm::StringRef> Tracked,
           const std::vector<std::string> &Gitlinks = {});

/// NUL-separated untracked, not ignored files below \p Root, relative to
/// it, exactly as `git -C Root ls-files -z --others --exclude-standard`
/// prints them; nullopt when git fails or a directory cannot be read.
std::optional<std::string>
untrackedFiles(const std::string &Root, llvm::ArrayRef<llvm::StringRef> Tracked,
               const std::vector<std::string> &Gitlinks = {});

} // namespace sweeper
