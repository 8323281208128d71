// Derivation's reads of history through libgit2 (walk/GitTrees.h): one
// tree-to-tree diff (or tree to work tree with its index) for the deleted
// files and the kept files' hunks, blobs read by id, the kept tree walked.
#include "walk/GitTrees.h"
#include "walk/Git.h"
#include "walk/Libgit2.h"
#include "llvm/ADT/STLExtras.h"
#include <chrono>
#include <future>
#include <thread>

namespace sweeper {
namespace {

using Commit =
    std::unique_ptr<git_commit, git2::Deleter<git_commit, git_commit_free>>;
using Patch =
    std::unique_ptr<git_patch, git2::Deleter<git_patch, git_patch_free>>;
using Blob = std::unique_ptr<git_blob, git2::Deleter<git_blob, git_blob_free>>;
using Odb = std::unique_ptr<git_odb, git2::Deleter<git_odb, git_odb_free>>;
using Index =
    std::unique_ptr<git_index, git2::Deleter<git_index, git_index_free>>;
using StatusList =
    std::unique_ptr<git_status_list,
                    git2::Deleter<git_status_list, git_status_list_free>>;

llvm::Error notARevision(llvm::StringRef Rev) {
  return llvm::createStringError("not a revision: '%s'", Rev.str().c_str());
}

std::string hex(const git_oid *Id) {
  char Hex[GIT_OID_HEXSZ + 1];
  git_oid_tostr(Hex, sizeof Hex, Id);
  return Hex;
}

/// \p Rev as a full commit id (`rev-parse --verify REV^{commit}`).
llvm::Expected<std::string> commitId(git_repository *Repo,
                                     llvm::StringRef Rev) {
  // Checked first, as git was guarded: `--output=FILE` is a revision to
  // nobody.
  if (Rev.empty() || Rev.starts_with("-"))
    return notARevision(Rev);
  git_object *Found = nullptr;
  if (git_revparse_single(&Found, Repo, Rev.str().c_str()) != 0)
    return notARevision(Rev);
  git2::Object Named(Found);
  git_object *Peeled = nullptr;
  if (git_object_peel(&Peeled, Named.get(), GIT_OBJECT_COMMIT) != 0)
    return notARevision(Rev);
  git2::Object C(Peeled);
  return hex(git_object_id(C.get()));
}

llvm::Expected<GitRange> resolveIn(const std::string &Dir,
                                   const std::string &Base,
                                   const std::string &Head) {
  llvm::Expected<git2::Repository> Repo = git2::openRepository(Dir);
  if (!Repo)
    return Repo.takeError();
  const char *Work = git_repository_workdir(Repo->get());
  if (!Work)
    return llvm::createStringError("%s is in no git work tree", Dir.c_str());
  GitRange R;
  R.Top = Work; // ends in '/', which `--show-toplevel` leaves off
  if (R.Top.size() > 1)
    R.Top.pop_back();
  llvm::Expected<std::string> BaseId = commitId(Repo->get(), Base);
  if (!BaseId)
    return BaseId.takeError();
  R.BaseId = std::move(*BaseId);
  if (Head.empty())
    return R;
  llvm::Expected<std::string> HeadId = commitId(Repo->get(), Head);
  if (!HeadId)
    return HeadId.takeError();
  R.HeadId = std::move(*HeadId);
  return R;
}

/// The tree of the commit whose full id is \p Id: looked up as an id,
/// never read as a name.
llvm::Expected<git2::Tree> treeOf(git_repository *Repo, llvm::StringRef Id) {
  git_oid Oid;
  git_commit *Found = nullptr;
  if (git_oid_fromstrn(&Oid, Id.data(), Id.size()) != 0 ||
      git_commit_lookup(&Found, Repo, &Oid) != 0)
    return git2::lastError("cannot read commit " + Id.str());
  Commit C(Found);
  git_tree *T = nullptr;
  if (git_commit_tree(&T, C.get()) != 0)
    return git2::lastError("cannot read the tree of " + Id.str());
  return git2::Tree(T);
}

/// The blob \p Id's bytes; nullopt if it is missing, no blob, or larger
/// than \p MaxBytes (then left unread).
std::optional<std::string> blobText(git_repository *Repo, git_odb *Db,
                                    const git_oid *Id, uint64_t MaxBytes) {
  size_t Size = 0;
  git_object_t Type = GIT_OBJECT_INVALID;
  if (git_odb_read_header(&Size, &Type, Db, Id) != 0 ||
      Type != GIT_OBJECT_BLOB || Size > MaxBytes)
    return std::nullopt;
  git_blob *Found = nullptr;
  if (git_blob_lookup(&Found, Repo, Id) != 0)
    return std::nullopt;
  Blob B(Found);
  return std::string(static_cast<const char *>(git_blob_rawcontent(B.get())),
                     size_t(git_blob_rawsize(B.get())));
}

/// Texts for \p Ids, in order.
llvm::Expected<std::vector<std::optional<std::string>>>
blobTexts(git_repository *Repo, const std::vector<git_oid> &Ids,
          uint64_t MaxBytes) {
  git_odb *Found = nullptr;
  if (git_repository_odb(&Found, Repo) != 0)
    return git2::lastError("cannot open the object database");
  Odb Db(Found);
  std::vector<std::optional<std::string>> Texts;
  Texts.reserve(Ids.size());
  for (const git_oid &Id : Ids)
    Texts.push_back(blobText(Repo, Db.get(), &Id, MaxBytes));
  return Texts;
}

/// The options of `git diff --no-renames -U0`: no rename or copy
/// detection, a type change is no deletion, hunks placed by git's default
/// indent heuristic. No submodule's repository is opened: a deleted one
/// is still a deletion, what it has checked out is another project's.
git_diff_options diffOptions() {
  git_diff_options Opts;
  git_diff_options_init(&Opts, GIT_DIFF_OPTIONS_VERSION);
  Opts.flags = GIT_DIFF_INCLUDE_TYPECHANGE | GIT_DIFF_INDENT_HEURISTIC;
  Opts.ignore_submodules = GIT_SUBMODULE_IGNORE_ALL;
  Opts.context_lines = 0;
  Opts.interhunk_lines = 0;
  return Opts;
}

/// BASE to HEAD, or BASE to the work tree with its index.
llvm::Expected<git2::Diff> diffRange(git_repository *Repo, const GitRange &R) {
  llvm::Expected<git2::Tree> Base = treeOf(Repo, R.BaseId);
  if (!Base)
    return Base.takeError();
  std::optional<git2::Tree> Head;
  if (!R.HeadId.empty()) {
    llvm::Expected<git2::Tree> T = treeOf(Repo, R.HeadId);
    if (!T)
      return T.takeError();
    Head = std::move(*T);
  }
  git_diff_options Opts = diffOptions();
  git_diff *Raw = nullptr;
  int Rc =
      Head
          ? git_diff_tree_to_tree(&Raw, Repo, Base->get(), Head->get(), &Opts)
          : git_diff_tree_to_workdir_with_index(&Raw, Repo, Base->get(), &Opts);
  if (Rc != 0)
    return git2::lastError("cannot diff " + R.BaseId);
  return git2::Diff(Raw);
}

/// Adds \p P's hunks to \p Path's edit, if it has any as text (a binary
/// file or a mode change has none, as `git diff` prints no `---` line).
llvm::Error readPatch(git_patch *P, const char *Path, GitRemoval &Out) {
  size_t Hunks = P ? git_patch_num_hunks(P) : 0;
  if (Hunks == 0)
    return llvm::Error::success();
  GitEdit &E = Out.Modified[Path];
  for (size_t H = 0; H < Hunks; ++H) {
    const git_diff_hunk *Hunk = nullptr;
    size_t Lines = 0;
    if (git_patch_get_hunk(&Hunk, &Lines, P, H) != 0)
      return git2::lastError("cannot diff a kept file");
    E.NewSides.push_back(
        {unsigned(Hunk->new_start), unsigned(Hunk->new_lines)});
    for (size_t L = 0; L < Lines; ++L) {
      const git_diff_line *Line = nullptr;
      if (git_patch_get_line_in_hunk(&Line, P, H, L) != 0)
        return git2::lastError("cannot diff a kept file");
      if (Line->origin != GIT_DIFF_LINE_DELETION)
        continue;
      llvm::StringRef Text(Line->content, Line->content_len);
      Text.consume_back("\n"); // the last line may have none
      E.Deleted += Text;
      E.Deleted += '\n';
    }
  }
  return llvm::Error::success();
}

llvm::Error readEdit(git_diff *Diff, size_t I, GitRemoval &Out) {
  git_patch *Raw = nullptr;
  if (git_patch_from_diff(&Raw, Diff, I) != 0)
    return git2::lastError("cannot diff a kept file");
  Patch P(Raw);
  return readPatch(P.get(), git_diff_get_delta(Diff, I)->old_file.path, Out);
}

/// A sparse checkout's skip-worktree entry stands for its work tree file,
/// as in `git diff BASE`: the file's absence is no deletion, and the
/// entry's blob is the new side.
llvm::Error readSkipped(git_repository *Repo, const git_diff_delta *D,
                        const git_index_entry *Entry, GitRemoval &Out) {
  if (git_oid_equal(&Entry->id, &D->old_file.id))
    return llvm::Error::success();
  git_blob *Old = nullptr, *New = nullptr;
  if (git_blob_lookup(&Old, Repo, &D->old_file.id) != 0)
    return git2::lastError("cannot read a kept file");
  Blob OldBlob(Old);
  if (git_blob_lookup(&New, Repo, &Entry->id) != 0)
    return git2::lastError("cannot read a kept file");
  Blob NewBlob(New);
  git_diff_options Opts = diffOptions();
  git_patch *Raw = nullptr;
  if (git_patch_from_blobs(&Raw, Old, D->old_file.path, New, Entry->path,
                           &Opts) != 0)
    return git2::lastError("cannot diff a kept file");
  Patch P(Raw);
  return readPatch(P.get(), D->old_file.path, Out);
}

/// The index entry of \p Path when it is skip-worktree, in a diff against
/// the work tree.
const git_index_entry *skipWorktree(git_index *Idx, const char *Path) {
  const git_index_entry *E = Idx ? git_index_get_bypath(Idx, Path, 0) : nullptr;
  return E && (E->flags_extended & GIT_INDEX_ENTRY_SKIP_WORKTREE) ? E : nullptr;
}

/// The deleted files' paths and blobs, and the modified files' hunks.
llvm::Error readDeltas(git_repository *Repo, git_diff *Diff, git_index *Idx,
                       std::vector<std::pair<std::string, git_oid>> &Gone,
                       GitRemoval &Out) {
  for (size_t I = 0, N = git_diff_num_deltas(Diff); I < N; ++I) {
    const git_diff_delta *D = git_diff_get_delta(Diff, I);
    if (D->status == GIT_DELTA_ADDED)
      Out.Added.push_back(D->new_file.path);
    if (D->status != GIT_DELTA_DELETED && D->status != GIT_DELTA_MODIFIED)
      continue;
    llvm::Error E = llvm::Error::success();
    if (const git_index_entry *Skipped = skipWorktree(Idx, D->old_file.path))
      E = readSkipped(Repo, D, Skipped, Out);
    else if (D->status == GIT_DELTA_DELETED)
      Gone.emplace_back(D->old_file.path, D->old_file.id);
    else
      E = readEdit(Diff, I, Out);
    if (E)
      return E;
  }
  return llvm::Error::success();
}

llvm::Expected<GitRemoval> readIn(const GitRange &R) {
  llvm::Expected<git2::Repository> Repo = git2::openRepository(R.Top);
  if (!Repo)
    return Repo.takeError();
  llvm::Expected<git2::Diff> Diff = diffRange(Repo->get(), R);
  if (!Diff)
    return Diff.takeError();
  git_index *Found = nullptr;
  if (R.HeadId.empty() && git_repository_index(&Found, Repo->get()) != 0)
    return git2::lastError("cannot read the index");
  Index Idx(Found);
  GitRemoval Out;
  std::vector<std::pair<std::string, git_oid>> Gone;
  if (llvm::Error E =
          readDeltas(Repo->get(), Diff->get(), Idx.get(), Gone, Out))
    return E;
  llvm::sort(Gone,
             [](const auto &A, const auto &B) { return A.first < B.first; });
  std::vector<git_oid> Ids;
  for (auto &[Path, Id] : Gone)
    Ids.push_back(Id);
  // Deleted text has no size limit: `git cat-file --batch` had none.
  auto Texts = blobTexts(Repo->get(), Ids, UINT64_MAX);
  if (!Texts)
    return Texts.takeError();
  for (size_t I = 0; I < Gone.size(); ++I)
    Out.Deleted.push_back({std::move(Gone[I].first), std::move((*Texts)[I])});
  return Out;
}

struct Walked {
  std::vector<std::string> Paths;
  std::vector<git_oid> Ids;
};

int onTreeEntry(const char *Root, const git_tree_entry *E, void *Payload) {
  // Trees are entered; a submodule's commit has no text here.
  if (git_tree_entry_type(E) == GIT_OBJECT_BLOB) {
    auto &W = *static_cast<Walked *>(Payload);
    W.Paths.push_back(std::string(Root) + git_tree_entry_name(E));
    W.Ids.push_back(*git_tree_entry_id(E));
  }
  return 0;
}

llvm::Expected<std::vector<GitFile>>
filesIn(const std::string &Top, const std::string &Id, uint64_t MaxBytes) {
  llvm::Expected<git2::Repository> Repo = git2::openRepository(Top);
  if (!Repo)
    return Repo.takeError();
  llvm::Expected<git2::Tree> Tree = treeOf(Repo->get(), Id);
  if (!Tree)
    return Tree.takeError();
  Walked W;
  if (git_tree_walk(Tree->get(), GIT_TREEWALK_PRE, onTreeEntry, &W) != 0)
    return git2::lastError("cannot list the tree of " + Id);
  auto Texts = blobTexts(Repo->get(), W.Ids, MaxBytes);
  if (!Texts)
    return Texts.takeError();
  std::vector<GitFile> Files;
  for (size_t I = 0; I < W.Paths.size(); ++I)
    Files.push_back({std::move(W.Paths[I]), std::move((*Texts)[I])});
  return Files;
}

/// Untracked files that no ignore rule covers, sorted as git sorts them.
llvm::Expected<std::vector<std::string>> untrackedIn(git_repository *Repo) {
  git_status_options Opts;
  git_status_options_init(&Opts, GIT_STATUS_OPTIONS_VERSION);
  Opts.show = GIT_STATUS_SHOW_WORKDIR_ONLY;
  Opts.flags = GIT_STATUS_OPT_INCLUDE_UNTRACKED |
               GIT_STATUS_OPT_RECURSE_UNTRACKED_DIRS |
               GIT_STATUS_OPT_EXCLUDE_SUBMODULES;
  git_status_list *Raw = nullptr;
  if (git_status_list_new(&Raw, Repo, &Opts) != 0)
    return git2::lastError("cannot list the untracked files");
  StatusList List(Raw);
  std::vector<std::string> Paths;
  for (size_t I = 0, N = git_status_list_entrycount(List.get()); I < N; ++I) {
    const git_status_entry *E = git_status_byindex(List.get(), I);
    if ((E->status & GIT_STATUS_WT_NEW) && E->index_to_workdir)
      Paths.push_back(E->index_to_workdir->new_file.path);
  }
  llvm::sort(Paths);
  return Paths;
}

llvm::Expected<WorkTreeListing> listIn(const std::string &Top) {
  llvm::Expected<git2::Repository> Repo = git2::openRepository(Top);
  if (!Repo)
    return Repo.takeError();
  llvm::Expected<std::vector<std::string>> Untracked = untrackedIn(Repo->get());
  if (!Untracked)
    return Untracked.takeError();
  WorkTreeListing L{std::move(*Untracked), {}};
  git_index *Found = nullptr;
  if (git_repository_index(&Found, Repo->get()) != 0)
    return git2::lastError("cannot read the index");
  Index Idx(Found);
  for (size_t I = 0, N = git_index_entrycount(Idx.get()); I < N; ++I)
    L.Indexed.push_back(git_index_get_byindex(Idx.get(), I)->path);
  return L;
}

} // namespace

llvm::Expected<GitRange> resolveGitRange(llvm::StringRef Dir,
                                         llvm::StringRef Base,
                                         llvm::StringRef Head) {
  return withinGitTime<GitRange>(
      [Dir = Dir.str(), Base = Base.str(), Head = Head.str()] {
        return resolveIn(Dir, Base, Head);
      });
}

llvm::Expected<GitRemoval> readRemoval(const GitRange &R) {
  return withinGitTime<GitRemoval>([R] { return readIn(R); });
}

llvm::Expected<std::vector<GitFile>>
commitFiles(llvm::StringRef Top, llvm::StringRef Id, uint64_t MaxBytes) {
  return withinGitTime<std::vector<GitFile>>(
      [Top = Top.str(), Id = Id.str(), MaxBytes] {
        return filesIn(Top, Id, MaxBytes);
      });
}

llvm::Expected<WorkTreeListing> workTreeListing(llvm::StringRef Top) {
  return withinGitTime<WorkTreeListing>(
      [Top = Top.str()] { return listIn(Top); });
}

} // namespace sweeper
