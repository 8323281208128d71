#include "walk/GitListing.h"
#include "walk/Libgit2.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include <chrono>
#include <condition_variable>
#include <fcntl.h>
#include <mutex>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace sweeper {
namespace fs = llvm::sys::fs;

namespace {
constexpr size_t MaxPathBytes = 4096;

uint32_t be32(const unsigned char *P) {
  return uint32_t(P[0]) << 24 | uint32_t(P[1]) << 16 | uint32_t(P[2]) << 8 |
         P[3];
}

/// Git's offset varint (varint.c); false when it overflows or runs out.
bool varint(llvm::StringRef B, size_t &At, uint64_t &Val) {
  if (At >= B.size())
    return false;
  unsigned char C = B[At++];
  Val = C & 127;
  while (C & 128) {
    if (At >= B.size() || Val >= (uint64_t(1) << 56))
      return false;
    C = B[At++];
    Val = ((Val + 1) << 7) | (C & 127);
  }
  return true;
}

/// Whether an index's entries name a path longer than MaxPathBytes. Bytes
/// that break the format end the count: libgit2 refuses those itself.
bool namesTooLong(llvm::StringRef B) {
  if (B.size() < 12 || !B.starts_with("DIRC"))
    return false;
  auto *U = reinterpret_cast<const unsigned char *>(B.data());
  uint32_t Version = be32(U + 4), Count = be32(U + 8);
  size_t At = 12;
  uint64_t Previous = 0;
  for (uint32_t I = 0; I < Count; ++I) {
    size_t Start = At;
    if (At + 62 > B.size())
      return false;
    bool Extended = Version >= 3 && (U[At + 60] & 0x40);
    At += 62 + (Extended ? 2 : 0);
    uint64_t Strip = 0;
    if (Version == 4 && (!varint(B, At, Strip) || Strip > Previous))
      return false;
    size_t Nul = B.find('\0', At);
    if (Nul == llvm::StringRef::npos)
      return false;
    uint64_t Length = (Version == 4 ? Previous - Strip : 0) + (Nul - At);
    if (Length > MaxPathBytes)
      return true;
    Previous = Length;
    // Versions 2 and 3 pad each entry with NULs to a multiple of 8.
    At = Version == 4 ? Nul + 1 : Start + ((Nul - Start + 8) & ~size_t(7));
  }
  return false;
}
} // namespace

std::string indexRefusal(const std::string &Path) {
  int Fd = ::open(Path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (Fd < 0)
    return errno == ENOENT ? "" : "cannot open it";
  auto Close = llvm::make_scope_exit([&] { ::close(Fd); });
  struct stat St;
  if (::fstat(Fd, &St) != 0 || !S_ISREG(St.st_mode))
    return "it is not a regular file";
  std::string Bytes(size_t(St.st_size), '\0');
  size_t Done = 0;
  while (Done < Bytes.size()) {
    ssize_t N = ::read(Fd, Bytes.data() + Done, Bytes.size() - Done);
    if (N <= 0)
      break;
    Done += size_t(N);
  }
  Bytes.resize(Done);
  if (namesTooLong(Bytes))
    return "it names a path longer than " + std::to_string(MaxPathBytes) +
           " bytes";
  return "";
}

namespace {
bool below(llvm::StringRef Path, llvm::StringRef Dir) {
  return Path == Dir || (Path.starts_with(Dir) && Path.size() > Dir.size() &&
                         Path[Dir.size()] == '/');
}

std::string realPath(llvm::StringRef P) {
  llvm::SmallString<256> Real;
  return fs::real_path(P, Real) ? P.str() : std::string(Real);
}

/// A file the index lists: the status pass names only those that differ.
struct Tracked {
  std::string Path;
  bool Regular;
};

/// The index's files below \p Prefix into \p Files, its submodules into
/// \p L; false with L.Error when the index cannot be read.
bool readIndex(git_repository *Repo, llvm::StringRef Prefix, GitListing &L,
               llvm::StringSet<> &Repositories, std::vector<Tracked> &Files) {
  std::string Why =
      indexRefusal((llvm::Twine(git_repository_path(Repo)) + "index").str());
  git_index *Raw = nullptr;
  if (Why.empty() && git_repository_index(&Raw, Repo) != 0) {
    const git_error *E = git_error_last();
    Why = E && E->message ? E->message : "libgit2 cannot read it";
  }
  if (!Why.empty()) {
    L.Error = "git's index was not read: " + Why;
    return false;
  }
  git2::Index Index(Raw);
  for (size_t I = 0, N = git_index_entrycount(Raw); I < N; ++I) {
    const git_index_entry *E = git_index_get_byindex(Raw, I);
    llvm::StringRef Path(E->path);
    if (!Prefix.empty() && E->mode == GIT_FILEMODE_COMMIT &&
        Path == llvm::StringRef(Prefix).drop_back())
      L.RootIsSubmodule = true;
    if (!Path.consume_front(Prefix))
      continue;
    // libgit2 refuses an index naming `../x`, `.git/x` or `a//b`.
    // A conflict lists its path once a stage, in a row; its sides may be
    // of different types, so the walk says which is on disk.
    bool Conflict = git_index_entry_stage(E) != 0;
    if (!Files.empty() && Files.back().Path == Path)
      Files.back().Regular = false;
    else if (E->mode != GIT_FILEMODE_COMMIT)
      Files.push_back(
          {Path.str(), !Conflict && (E->mode == GIT_FILEMODE_BLOB ||
                                     E->mode == GIT_FILEMODE_BLOB_EXECUTABLE)});
    else if (Repositories.insert(Path).second)
      L.Repositories.push_back(Path.str());
  }
  return true;
}

/// What one status entry adds to \p L.
void addStatus(const git_status_entry &S, llvm::StringRef Prefix, GitListing &L,
               llvm::StringSet<> &Repositories, llvm::StringSet<> &Named) {
  const git_diff_delta *D = S.index_to_workdir;
  if (!D)
    return;
  llvm::StringRef Path(D->new_file.path ? D->new_file.path : D->old_file.path);
  if (!Path.consume_front(Prefix) || Repositories.contains(Path))
    return;
  // A directory git did not enter: a repository of its own.
  if (Path.consume_back("/")) {
    if (Repositories.insert(Path).second)
      L.Repositories.push_back(Path.str());
    return;
  }
  Named.insert(Path);
  bool Regular = D->new_file.mode == GIT_FILEMODE_BLOB ||
                 D->new_file.mode == GIT_FILEMODE_BLOB_EXECUTABLE;
  // Deleted is typed by the walk too: a directory on its way may have
  // become a link, which the walk says.
  bool Seen =
      !(S.status & ~unsigned(GIT_STATUS_WT_MODIFIED | GIT_STATUS_WT_NEW));
  L.Paths.push_back({Path.str(), Regular && Seen
                                     ? fs::file_type::regular_file
                                     : fs::file_type::type_unknown});
}

unsigned gitSeconds() {
  // 600 s is far above a large tree's listing; tests set less.
  if (std::optional<std::string> V =
          llvm::sys::Process::GetEnv("SWEEPER_GIT_SECONDS"))
    return std::max(1u, unsigned(std::strtoul(V->c_str(), nullptr, 10)));
  return 600;
}

/// git_status_list_new on a thread of its own, given gitSeconds(): one
/// that never returns is left blocked, its repository with it, and the
/// sweep fails. The thread owns what it reads, so nothing it touches
/// goes away under it.
git2::StatusList statusWithin(git2::Repository Repo,
                              const git_status_options &O, std::string &Error) {
  struct Shared {
    std::mutex Lock;
    std::condition_variable Done;
    bool Finished = false;
    git_status_list *List = nullptr;
    std::string Error;
    std::vector<std::string> Specs;
    std::vector<char *> Pointers;
    git_status_options O;
  };
  auto S = std::make_shared<Shared>();
  S->O = O;
  for (size_t I = 0; I < O.pathspec.count; ++I)
    S->Specs.push_back(O.pathspec.strings[I]);
  for (std::string &Spec : S->Specs)
    S->Pointers.push_back(Spec.data());
  S->O.pathspec = {S->Pointers.data(), S->Pointers.size()};
  git_repository *Own = Repo.release();
  std::thread([S, Own] {
    git_status_list *List = nullptr;
    std::string Why;
    if (git_status_list_new(&List, Own, &S->O) != 0)
      Why = git_error_last() && git_error_last()->message
                ? git_error_last()->message
                : "unknown libgit2 error";
    git_repository_free(Own);
    std::lock_guard<std::mutex> G(S->Lock);
    S->List = List;
    S->Error = std::move(Why);
    S->Finished = true;
    S->Done.notify_all();
  }).detach();
  std::unique_lock<std::mutex> G(S->Lock);
  unsigned Seconds = gitSeconds();
  if (!S->Done.wait_for(G, std::chrono::seconds(Seconds),
                        [&] { return S->Finished; })) {
    Error =
        "git's status did not finish within " + std::to_string(Seconds) + " s";
    return nullptr;
  }
  Error = S->Error;
  return git2::StatusList(S->List);
}

/// Every file below \p Prefix, tracked or untracked and not ignored; the
/// comparison with the index is libgit2's, which lstats each file anyway.
/// The status pass names the tracked files that differ from the index:
/// one it does not name is on disk as the index has it, and is taken from
/// \p Files without a status entry built for each.
bool readStatus(git2::Repository Repo, const std::string &Prefix, GitListing &L,
                llvm::StringSet<> &Repositories,
                const std::vector<Tracked> &Files) {
  git_status_options O = GIT_STATUS_OPTIONS_INIT;
  O.show = GIT_STATUS_SHOW_WORKDIR_ONLY;
  O.flags = GIT_STATUS_OPT_INCLUDE_UNTRACKED |
            GIT_STATUS_OPT_RECURSE_UNTRACKED_DIRS |
            GIT_STATUS_OPT_EXCLUDE_SUBMODULES |
            GIT_STATUS_OPT_DISABLE_PATHSPEC_MATCH | GIT_STATUS_OPT_NO_REFRESH;
  std::string Spec = llvm::StringRef(Prefix).drop_back().str();
  char *Specs[] = {Spec.data()};
  if (!Prefix.empty())
    O.pathspec = {Specs, 1};
  std::string Error;
  git2::StatusList List = statusWithin(std::move(Repo), O, Error);
  if (!List) {
    L.Error = "cannot list the untracked files: " + Error;
    return false;
  }
  git_status_list *Raw = List.get();
  size_t N = git_status_list_entrycount(Raw);
  L.Paths.reserve(N + Files.size());
  llvm::StringSet<> Named;
  for (size_t I = 0; I < N; ++I)
    addStatus(*git_status_byindex(Raw, I), Prefix, L, Repositories, Named);
  for (const Tracked &F : Files)
    if (!Named.contains(F.Path))
      L.Paths.push_back({F.Path, F.Regular ? fs::file_type::regular_file
                                           : fs::file_type::type_unknown});
  return true;
}
} // namespace

std::optional<GitListing> listGitTree(llvm::StringRef Root,
                                      llvm::StringRef RealRoot) {
  llvm::Expected<git2::Repository> Repo = git2::openRepository(Root);
  if (!Repo) {
    llvm::consumeError(Repo.takeError());
    return std::nullopt;
  }
  const char *Work = git_repository_workdir(Repo->get());
  if (!Work)
    return std::nullopt; // a bare repository: no work tree to list
  // A directory outside the work tree git uses (core.worktree set
  // elsewhere) has none of git's paths: it is walked as a plain one.
  std::string Top = realPath(llvm::StringRef(Work).rtrim('/'));
  if (!below(RealRoot, Top))
    return std::nullopt;
  std::string Prefix =
      RealRoot == Top ? "" : RealRoot.drop_front(Top.size() + 1).str() + "/";
  GitListing L;
  llvm::StringSet<> Repositories;
  std::vector<Tracked> Files;
  // A submodule's directory swept as the root holds nothing of the tree.
  if (readIndex(Repo->get(), Prefix, L, Repositories, Files) &&
      !L.RootIsSubmodule)
    readStatus(std::move(*Repo), Prefix, L, Repositories, Files);
  for (const std::string &R : L.Repositories)
    L.Paths.push_back({R, fs::file_type::type_unknown});
  return L;
}

} // namespace sweeper
