// What `--new-since REV` keeps: the lines added or changed in the work
// tree since REV, read through libgit2's diff as structured data. Paths
// come as git stores them (no quoting, no TAB after a space), every file
// is diffed as text whatever its attributes say (`-diff`, `binary`), and
// a file whose lines cannot be told apart counts as changed everywhere:
// a name or attribute in the pull request must never hide its lines.
#include "walk/Git.h"
#include "walk/Libgit2.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace sweeper {

namespace {

/// The path of \p Dir below the work tree's top level, with a trailing
/// '/' ("" at the top level), as `git rev-parse --show-prefix` prints it.
llvm::Expected<std::string> prefixBelow(git_repository *Repo,
                                        llvm::StringRef Dir) {
  const char *Work = git_repository_workdir(Repo);
  if (!Work)
    return llvm::createStringError("--new-since needs a work tree");
  llvm::SmallString<256> Top, Here;
  if (llvm::sys::fs::real_path(Work, Top) ||
      llvm::sys::fs::real_path(Dir, Here))
    return llvm::createStringError("cannot resolve %s", Dir.str().c_str());
  llvm::StringRef Rest = Here.str();
  if (!Rest.consume_front(Top))
    return llvm::createStringError("%s is outside its work tree",
                                   Dir.str().c_str());
  Rest = Rest.ltrim('/');
  return Rest.empty() ? std::string() : Rest.str() + "/";
}

/// Whole files for deltas whose lines are not line-for-line text.
bool wholeFile(const git_diff_delta *D) {
  return D->status == GIT_DELTA_UNTRACKED ||
         D->status == GIT_DELTA_TYPECHANGE ||
         D->status == GIT_DELTA_CONFLICTED ||
         (D->flags & GIT_DIFF_FLAG_BINARY) != 0;
}

int onFile(const git_diff_delta *D, float, void *Payload) {
  auto &Out = *static_cast<ChangedLines *>(Payload);
  if (D->new_file.path && wholeFile(D))
    Out.NewFiles.push_back(D->new_file.path);
  return 0;
}

int onBinary(const git_diff_delta *D, const git_diff_binary *, void *Payload) {
  auto &Out = *static_cast<ChangedLines *>(Payload);
  if (D->new_file.path && !llvm::is_contained(Out.NewFiles, D->new_file.path))
    Out.NewFiles.push_back(D->new_file.path);
  return 0;
}

int onHunk(const git_diff_delta *D, const git_diff_hunk *H, void *Payload) {
  auto &Out = *static_cast<ChangedLines *>(Payload);
  if (D->new_file.path && H->new_lines > 0)
    Out.Added[D->new_file.path].push_back(
        {unsigned(H->new_start), unsigned(H->new_start + H->new_lines - 1)});
  return 0;
}

} // namespace

llvm::Expected<ChangedLines> changedLinesSince(llvm::StringRef Dir,
                                               llvm::StringRef Rev) {
  llvm::Expected<git2::Repository> Repo = git2::openRepository(Dir);
  if (!Repo)
    return Repo.takeError();
  llvm::Expected<git2::Tree> Base = git2::commitTree(Repo->get(), Rev);
  if (!Base)
    return Base.takeError();
  ChangedLines Out;
  llvm::Expected<std::string> Prefix = prefixBelow(Repo->get(), Dir);
  if (!Prefix)
    return Prefix.takeError();
  Out.Prefix = std::move(*Prefix);
  git_diff_options Opts = GIT_DIFF_OPTIONS_INIT;
  Opts.flags = GIT_DIFF_FORCE_TEXT | GIT_DIFF_INCLUDE_UNTRACKED |
               GIT_DIFF_RECURSE_UNTRACKED_DIRS | GIT_DIFF_INCLUDE_TYPECHANGE;
  Opts.context_lines = 0;
  Opts.interhunk_lines = 0;
  git_diff *Raw = nullptr;
  if (git_diff_tree_to_workdir_with_index(&Raw, Repo->get(), Base->get(),
                                          &Opts) != 0)
    return git2::lastError("cannot diff the work tree against " + Rev.str());
  git2::Diff Diff(Raw);
  if (git_diff_foreach(Diff.get(), onFile, onBinary, onHunk, nullptr, &Out))
    return git2::lastError("cannot diff the work tree against " + Rev.str());
  return Out;
}

} // namespace sweeper
