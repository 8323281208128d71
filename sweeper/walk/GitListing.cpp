#include "walk/GitListing.h"
#include "walk/Git.h"
#include "walk/GitWorkTree.h"
#include "walk/Libgit2.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include <chrono>
#include <condition_variable>
#include <fcntl.h>
#include <memory>
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

std::string tooLong() {
  return "it names a path longer than " + std::to_string(MaxPathBytes) +
         " bytes";
}

/// Why a version 4 index must not be read, or "": a name longer than
/// MaxPathBytes, or names that spell out more than 32 times the file's
/// own size (a real index's shared prefixes save far less; 100,000 names
/// of 4,000 bytes from 6.5 MB took libgit2 824 MB). Bytes that break the
/// format end the count: libgit2 refuses those itself.
std::string v4Refusal(llvm::StringRef B) {
  if (B.size() < 12 || !B.starts_with("DIRC"))
    return "";
  auto *U = reinterpret_cast<const unsigned char *>(B.data());
  uint32_t Count = be32(U + 8);
  size_t At = 12;
  uint64_t Previous = 0, Total = 0, Budget = 32 * uint64_t(B.size());
  for (uint32_t I = 0; I < Count; ++I) {
    if (At + 62 > B.size())
      return "";
    bool Extended = U[At + 60] & 0x40;
    At += 62 + (Extended ? 2 : 0);
    uint64_t Strip = 0;
    if (!varint(B, At, Strip) || Strip > Previous)
      return "";
    size_t Nul = B.find('\0', At);
    if (Nul == llvm::StringRef::npos)
      return "";
    uint64_t Length = Previous - Strip + (Nul - At);
    if (Length > MaxPathBytes)
      return tooLong();
    if ((Total += Length) > Budget)
      return "its names spell out more than 32 times its own size";
    Previous = Length;
    At = Nul + 1;
  }
  return "";
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
  // Versions 2 and 3 spell every name out: libgit2's entries are checked
  // once read. Only version 4's names grow from the file's bytes.
  char Head[8];
  if (::pread(Fd, Head, sizeof Head, 0) != sizeof Head ||
      be32(reinterpret_cast<const unsigned char *>(Head) + 4) != 4)
    return "";
  std::string Bytes(size_t(St.st_size), '\0');
  size_t Done = 0;
  while (Done < Bytes.size()) {
    ssize_t N = ::read(Fd, Bytes.data() + Done, Bytes.size() - Done);
    if (N <= 0)
      break;
    Done += size_t(N);
  }
  Bytes.resize(Done);
  return v4Refusal(Bytes);
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

/// The index's entries below \p Prefix into \p Paths, its submodules into
/// \p L; false with L.Error when the index cannot be read.
bool readIndex(git_repository *Repo, llvm::StringRef Prefix, GitListing &L,
               IndexedPaths &Paths) {
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
    if (Path.size() > MaxPathBytes) {
      L.Error = "git's index was not read: " + tooLong();
      return false;
    }
    if (!Prefix.empty() && E->mode == GIT_FILEMODE_COMMIT &&
        Path == llvm::StringRef(Prefix).drop_back())
      L.RootIsSubmodule = true;
    // libgit2 refuses an index naming `../x`, `.git/x` or `a//b`. A
    // conflict names its path once a stage.
    if (!Path.consume_front(Prefix))
      continue;
    if (E->mode != GIT_FILEMODE_COMMIT)
      Paths.Files.insert(Path);
    else if (Paths.Repositories.insert(Path).second)
      L.Repositories.push_back(Path.str());
    for (size_t S = Path.rfind('/'); S != llvm::StringRef::npos;
         S = Path.take_front(S).rfind('/'))
      if (!Paths.Dirs.insert(Path.take_front(S)).second)
        break; // its parents are in already
  }
  return true;
}

/// walkWorkTree on a thread of its own, given gitSeconds(): a .gitignore
/// that is a FIFO blocks libgit2's read of it for good; the thread is then
/// left blocked, its repository with it, and the sweep fails. The thread
/// owns what it reads, so nothing it touches goes away under it.
WorkTreeFiles walkWithin(git2::Repository Repo, std::string Dir,
                         std::string Prefix,
                         std::shared_ptr<const IndexedPaths> Index,
                         unsigned Threads) {
  struct Shared {
    std::mutex Lock;
    std::condition_variable Done;
    bool Finished = false;
    WorkTreeFiles Files;
  };
  auto S = std::make_shared<Shared>();
  git_repository *Own = Repo.release();
  std::thread Worker([S, Own, Dir = std::move(Dir), Prefix = std::move(Prefix),
                      Index = std::move(Index), Threads] {
    WorkTreeFiles Files = walkWorkTree(Own, Dir, Prefix, *Index, Threads);
    git_repository_free(Own);
    std::lock_guard<std::mutex> G(S->Lock);
    S->Files = std::move(Files);
    S->Finished = true;
    S->Done.notify_all();
  });
  std::unique_lock<std::mutex> G(S->Lock);
  unsigned Seconds = gitSeconds();
  if (!S->Done.wait_for(G, std::chrono::seconds(Seconds),
                        [&] { return S->Finished; })) {
    Worker.detach();
    WorkTreeFiles Late;
    Late.Error = "git's ignore rules were not read within " +
                 std::to_string(Seconds) + " s";
    return Late;
  }
  G.unlock();
  Worker.join(); // what the thread owned is freed before the walk goes on
  return std::move(S->Files);
}

/// Every file below \p Prefix, tracked or untracked and not ignored: the
/// walk's, then the index's files it did not meet (gone, or below what is
/// no directory now), typed by the walk.
bool readWorkTree(git2::Repository Repo, const std::string &Dir,
                  const std::string &Prefix, GitListing &L,
                  std::shared_ptr<const IndexedPaths> Index, unsigned Threads) {
  WorkTreeFiles W = walkWithin(std::move(Repo), Dir, Prefix, Index, Threads);
  if (!W.Error.empty()) {
    L.Error = "cannot list the untracked files: " + W.Error;
    return false;
  }
  L.Paths = std::move(W.Paths);
  if (W.Met < Index->Files.size()) {
    llvm::StringSet<> Met;
    for (const auto &P : L.Paths)
      Met.insert(P.first);
    for (const auto &F : Index->Files)
      if (!Met.contains(F.getKey()))
        L.Paths.push_back({F.getKey().str(), fs::file_type::type_unknown});
  }
  llvm::append_range(L.Repositories, W.Repositories);
  return true;
}
} // namespace

std::optional<GitListing>
listGitTree(llvm::StringRef Root, llvm::StringRef RealRoot, unsigned Threads) {
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
  auto Index = std::make_shared<IndexedPaths>();
  // A submodule's directory swept as the root holds nothing of the tree.
  if (readIndex(Repo->get(), Prefix, L, *Index) && !L.RootIsSubmodule)
    readWorkTree(std::move(*Repo), RealRoot.str(), Prefix, L, Index, Threads);
  for (const std::string &R : L.Repositories)
    L.Paths.push_back({R, fs::file_type::type_unknown});
  return L;
}

} // namespace sweeper
