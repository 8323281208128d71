#include "walk/Walker.h"
#include "walk/Git.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <algorithm>

namespace sweeper {
namespace fs = llvm::sys::fs;

static bool globMatches(const std::vector<llvm::GlobPattern> &Globs,
                        llvm::StringRef Rel) {
  for (const llvm::GlobPattern &G : Globs) {
    if (G.match(Rel))
      return true;
    // A pattern naming a directory or a bare file name matches below it.
    for (size_t I = Rel.find('/'); I != llvm::StringRef::npos;
         I = Rel.find('/', I + 1))
      if (G.match(Rel.take_front(I)) || G.match(Rel.drop_front(I + 1)))
        return true;
  }
  return false;
}

bool passesFilters(llvm::StringRef Rel, const WalkOptions &O) {
  if (!O.Includes.empty() && !globMatches(O.Includes, Rel))
    return false;
  return !globMatches(O.Excludes, Rel);
}

/// Files git tracks or would track (untracked but not ignored), or nullopt
/// when Root is not inside a work tree or git is missing.
static std::optional<std::vector<std::string>> gitFiles(llvm::StringRef Root) {
  std::optional<std::string> Out =
      runGit(Root, {"ls-files", "-z", "--cached", "--others", "--exclude-standard"});
  if (!Out)
    return std::nullopt;
  return splitNul(*Out);
}

using TypedPaths = std::vector<std::pair<std::string, fs::file_type>>;

/// One stat per file (following symlinks); a second only when it fails, to
/// tell a dangling symlink (kept, reported unreadable) from a deleted file.
static std::optional<fs::file_type> typeOf(const llvm::Twine &P) {
  fs::file_status St;
  if (!fs::status(P, St, /*follow=*/true))
    return St.type();
  if (!fs::status(P, St, /*follow=*/false))
    return fs::file_type::status_error;
  return std::nullopt;
}

static void plainWalk(const std::string &Root, WalkResult &R,
                      TypedPaths &Rel) {
  // Follows directory symlinks, remembering each directory's identity so a
  // loop is counted and cut instead of followed forever.
  llvm::DenseSet<std::pair<uint64_t, uint64_t>> Seen;
  std::vector<std::string> Stack{Root};
  while (!Stack.empty()) {
    std::string Dir = Stack.back();
    Stack.pop_back();
    fs::UniqueID Id;
    if (fs::getUniqueID(Dir, Id))
      continue;
    if (!Seen.insert({Id.getDevice(), Id.getFile()}).second) {
      ++R.SymlinkLoops;
      continue;
    }
    std::error_code EC;
    for (fs::directory_iterator It(Dir, EC), End; It != End && !EC;
         It.increment(EC)) {
      std::string P = It->path();
      llvm::StringRef Name = llvm::sys::path::filename(P);
      if (Name == ".git")
        continue;
      std::optional<fs::file_type> T = typeOf(P);
      if (!T)
        continue;
      if (*T == fs::file_type::directory_file)
        Stack.push_back(P);
      else
        Rel.push_back({P.substr(Root.size() + 1), *T});
    }
  }
}

// Paths are shown as the user wrote the root, so they can be clicked.
static std::string displayPath(llvm::StringRef RootArg, llvm::StringRef Rel) {
  while (RootArg.size() > 1 && RootArg.ends_with("/"))
    RootArg = RootArg.drop_back();
  if (RootArg == "." || RootArg.empty())
    return Rel.str();
  return (RootArg + "/" + Rel).str();
}

WalkResult walkRoots(const std::vector<std::string> &Roots,
                     const WalkOptions &Opts) {
  WalkResult R;
  llvm::StringSet<> Seen;
  for (const std::string &P : Opts.SkipAbsPaths)
    Seen.insert(P);
  for (const std::string &RootArg : Roots) {
    llvm::SmallString<256> Root(RootArg);
    fs::make_absolute(Root);
    llvm::sys::path::remove_dots(Root, /*remove_dot_dot=*/true);
    fs::file_status St;
    if (fs::status(Root, St)) {
      R.Errors.push_back("no such file or directory: " + RootArg);
      continue;
    }
    if (!fs::is_directory(St)) {
      // An explicit file is scanned whatever the globs say.
      std::string Rel(llvm::sys::path::filename(Root));
      if (Seen.insert(Root).second)
        R.Files.push_back({std::string(Root), Rel, RootArg, St.type()});
      continue;
    }
    TypedPaths Rel;
    std::optional<std::vector<std::string>> Git;
    if (Opts.UseGit)
      Git = gitFiles(Root);
    if (!Git)
      plainWalk(std::string(Root), R, Rel);
    else
      for (std::string &P : *Git)
        Rel.push_back({std::move(P), fs::file_type::type_unknown});
    for (auto &[P, Type] : Rel) {
      std::replace(P.begin(), P.end(), '\\', '/');
      if (!passesFilters(P, Opts))
        continue;
      llvm::SmallString<256> Abs(Root);
      llvm::sys::path::append(Abs, P);
      if (Type == fs::file_type::type_unknown) { // listed by git
        std::optional<fs::file_type> T = typeOf(Abs);
        // Deleted in the work tree but still in the index: it is gone. A
        // directory is a submodule's gitlink or a symlink to a directory
        // whose files git lists under their own paths.
        if (!T || *T == fs::file_type::directory_file)
          continue;
        Type = *T;
      }
      if (Seen.insert(Abs).second)
        R.Files.push_back({std::string(Abs), P, displayPath(RootArg, P), Type});
    }
  }
  std::stable_sort(R.Files.begin(), R.Files.end(),
                   [](const WalkedFile &A, const WalkedFile &B) {
                     return A.DisplayPath < B.DisplayPath;
                   });
  return R;
}

} // namespace sweeper
