// What `--new-since REV` keeps: the lines added or changed in the work
// tree since REV, read through libgit2's diff as structured data. Paths
// come as git stores them (no quoting, no TAB after a space), every file
// is diffed as text whatever its attributes say (`-diff`, `binary`), and
// a file whose lines cannot be told apart (binary, a type change, a
// conflict, an `ident` or `filter=` attribute) counts as changed everywhere:
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

struct Reading {
  git_repository *Repo;
  ChangedLines &Out;
};

/// Whether a filter may change the work tree file's lines before the diff
/// sees them: `ident` collapses `$Id ... $` across newlines, and a
/// `filter=` driver may do anything. The diff's line numbers are then not
/// the file's.
bool filtered(git_repository *Repo, const char *Path) {
  for (const char *Attr : {"ident", "filter"}) {
    const char *Value = nullptr;
    if (git_attr_get(&Value, Repo, GIT_ATTR_CHECK_FILE_THEN_INDEX, Path,
                     Attr) != 0 ||
        !(GIT_ATTR_IS_UNSPECIFIED(Value) || GIT_ATTR_IS_FALSE(Value)))
      return true;
  }
  return false;
}

/// Whole files for deltas whose lines are not line-for-line text.
bool wholeFile(git_repository *Repo, const git_diff_delta *D) {
  return D->status == GIT_DELTA_UNTRACKED ||
         D->status == GIT_DELTA_TYPECHANGE ||
         D->status == GIT_DELTA_CONFLICTED ||
         (D->flags & GIT_DIFF_FLAG_BINARY) != 0 ||
         filtered(Repo, D->new_file.path);
}

void addWhole(ChangedLines &Out, const char *Path) {
  if (!llvm::is_contained(Out.NewFiles, Path))
    Out.NewFiles.push_back(Path);
}

int onFile(const git_diff_delta *D, float, void *Payload) {
  auto &R = *static_cast<Reading *>(Payload);
  if (D->new_file.path && wholeFile(R.Repo, D))
    addWhole(R.Out, D->new_file.path);
  return 0;
}

int onBinary(const git_diff_delta *D, const git_diff_binary *, void *Payload) {
  auto &R = *static_cast<Reading *>(Payload);
  if (D->new_file.path)
    addWhole(R.Out, D->new_file.path);
  return 0;
}

int onHunk(const git_diff_delta *D, const git_diff_hunk *H, void *Payload) {
  auto &R = *static_cast<Reading *>(Payload);
  if (D->new_file.path && H->new_lines > 0)
    R.Out.Added[D->new_file.path].push_back(
        {unsigned(H->new_start), unsigned(H->new_start + H->new_lines - 1)});
  return 0;
}

llvm::Expected<ChangedLines> readChangedLines(llvm::StringRef Dir,
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
  git_diff_options Opts;
  git_diff_options_init(&Opts, GIT_DIFF_OPTIONS_VERSION);
  Opts.flags = GIT_DIFF_FORCE_TEXT | GIT_DIFF_INCLUDE_UNTRACKED |
               GIT_DIFF_RECURSE_UNTRACKED_DIRS | GIT_DIFF_INCLUDE_TYPECHANGE;
  Opts.context_lines = 0;
  Opts.interhunk_lines = 0;
  git_diff *Raw = nullptr;
  if (git_diff_tree_to_workdir_with_index(&Raw, Repo->get(), Base->get(),
                                          &Opts) != 0)
    return git2::lastError("cannot diff the work tree against " + Rev.str());
  git2::Diff Diff(Raw);
  Reading R{Repo->get(), Out};
  if (git_diff_foreach(Diff.get(), onFile, onBinary, onHunk, nullptr, &R))
    return git2::lastError("cannot diff the work tree against " + Rev.str());
  return Out;
}

} // namespace

llvm::Expected<ChangedLines> changedLinesSince(llvm::StringRef Dir,
                                               llvm::StringRef Rev) {
  // The diff reads the index and every .gitignore: a FIFO there would
  // block it for good.
  return withinGitTime<ChangedLines>([Dir = Dir.str(), Rev = Rev.str()] {
    return readChangedLines(Dir, Rev);
  });
}

} // namespace sweeper
