#include "walk/Untracked.h"
#include "walk/Git.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringSet.h"
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sweeper {
namespace {

/// Pathspecs past this many (git matches every file against each) or
/// bytes (ls-files reads no pathspec file): git lists the whole tree
/// instead. 10,900 pathspecs took git 6 s where its whole listing took
/// 0.26 s.
constexpr size_t MaxPathspecs = 128, MaxPathspecBytes = 16 * 1024;
/// A directory this deep is left to git, as one name to list below: each
/// level holds a descriptor open.
constexpr unsigned MaxDepth = 200;

/// Reads directories through descriptors opened without following links
/// from the one above, so no link leads the walk out of the tree. The
/// index's paths are sorted: the entries below a directory are one range
/// of them, searched, not hashed (sets of every path and directory were
/// a sixth of a sweep's CPU on the seed's tree).
class IndexDiff {
public:
  IndexDiff(llvm::ArrayRef<llvm::StringRef> Tracked,
            const std::vector<std::string> &Gitlinks)
      : Tracked(Tracked.begin(), Tracked.end()) {
    for (const std::string &P : Gitlinks)
      Submodules.insert(P);
    // Git's index is in this order already; a caller's list may not be.
    if (!llvm::is_sorted(this->Tracked))
      llvm::sort(this->Tracked);
  }

  /// The entries of \p Fd (the directory \p Rel, whose index entries are
  /// Tracked[Lo, Hi)) and below; false when one cannot be read.
  bool read(int Fd, const std::string &Rel, size_t Lo, size_t Hi,
            unsigned Depth) {
    auto Close = llvm::make_scope_exit([&] { ::close(Fd); });
    if (!Buffers[Depth])
      Buffers[Depth] = std::make_unique<char[]>(BufferBytes);
    char *Buf = Buffers[Depth].get();
    for (;;) {
      ssize_t N = ::getdents64(Fd, Buf, BufferBytes);
      if (N <= 0)
        return N == 0;
      for (ssize_t At = 0; At < N;) {
        const auto *E = reinterpret_cast<const dirent64 *>(&Buf[At]);
        At += E->d_reclen;
        if (!entry(Fd, Rel, E->d_name, E->d_type, Lo, Hi, Depth))
          return false;
      }
    }
  }

  std::vector<std::string> Out;
  std::vector<llvm::StringRef> Tracked;

private:
  llvm::StringSet<> Submodules;
  /// A getdents buffer per depth: the ones above are still being read.
  static constexpr size_t BufferBytes = 32 * 1024;
  std::unique_ptr<char[]> Buffers[MaxDepth];

  /// The first of Tracked[Lo, Hi) not below \p K once the first \p Skip
  /// bytes, which every path of the range shares (the directory's own
  /// path), are left out: comparing them again was most of the search.
  size_t lowerBound(size_t Lo, size_t Hi, size_t Skip, llvm::StringRef K,
                    char Then = 0) const {
    auto Below = [&](llvm::StringRef Path, int) {
      llvm::StringRef Rest = Path.drop_front(Skip);
      if (!Then)
        return Rest < K;
      // Below K followed by Then: below K, or K itself, or K and a byte
      // below Then.
      if (int C = Rest.take_front(K.size()).compare(K))
        return C < 0;
      return Rest.size() == K.size() ||
             static_cast<unsigned char>(Rest[K.size()]) <
                 static_cast<unsigned char>(Then);
    };
    return std::lower_bound(Tracked.begin() + Lo, Tracked.begin() + Hi, 0,
                            Below) -
           Tracked.begin();
  }

  bool entry(int DirFd, const std::string &Rel, const char *Name,
             unsigned char Type, size_t Lo, size_t Hi, unsigned Depth) {
    llvm::StringRef N = Name;
    // `.git` is never listed: the repository's own, or a nested one's
    // marker (git lists that directory, which holds nothing tracked).
    if (N == "." || N == ".." || N == ".git")
      return true;
    // The entry's path, built only for the few entries that need it.
    size_t Skip = Rel.empty() ? 0 : Rel.size() + 1;
    auto Path = [&] { return Rel.empty() ? N.str() : Rel + "/" + N.str(); };
    size_t At = lowerBound(Lo, Hi, Skip, N);
    // A tracked file or link that is a directory now holds untracked
    // files, and git lists them; a submodule's directory is not the tree's
    // (asked second: a hash per tracked file was most of this pass's
    // lookups).
    if (At < Hi && Tracked[At].drop_front(Skip) == N) {
      if (isDirectory(DirFd, Name, Type) && !Submodules.contains(Path()))
        Out.push_back(Path());
      return true;
    }
    // Below Path: the paths from "Path/" up to "Path0" ('0' follows '/').
    size_t SubLo = lowerBound(At, Hi, Skip, N, '/');
    size_t SubHi = lowerBound(SubLo, Hi, Skip, N, '0');
    // Git lists the untracked files below a directory named to it, and
    // only those: one too deep to enter is named whole.
    if (SubLo == SubHi || Depth + 1 >= MaxDepth ||
        !isDirectory(DirFd, Name, Type)) {
      Out.push_back(Path());
      return true;
    }
    int Sub =
        ::openat(DirFd, Name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    return Sub >= 0 && read(Sub, Path(), SubLo, SubHi, Depth + 1);
  }

  static bool isDirectory(int DirFd, const char *Name, unsigned char Type) {
    if (Type != DT_UNKNOWN)
      return Type == DT_DIR;
    struct stat St;
    return ::fstatat(DirFd, Name, &St, AT_SYMLINK_NOFOLLOW) == 0 &&
           S_ISDIR(St.st_mode);
  }
};

} // namespace

std::optional<std::vector<std::string>>
notInIndex(const std::string &Root, llvm::ArrayRef<llvm::StringRef> Tracked,
           const std::vector<std::string> &Gitlinks) {
  int Fd = ::open(Root.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (Fd < 0)
    return std::nullopt;
  IndexDiff Diff(Tracked, Gitlinks);
  if (!Diff.read(Fd, "", 0, Diff.Tracked.size(), 0))
    return std::nullopt;
  return std::move(Diff.Out);
}

std::optional<std::string>
untrackedFiles(const std::string &Root, llvm::ArrayRef<llvm::StringRef> Tracked,
               const std::vector<std::string> &Gitlinks) {
  std::vector<std::string> Args{"ls-files", "-z", "--others",
                                "--exclude-standard"};
  // A directory that cannot be read is a failure (exit 2), not a question
  // for git: its listing warns on stderr, exits 0 and leaves the
  // directory's files out.
  std::optional<std::vector<std::string>> Left =
      notInIndex(Root, Tracked, Gitlinks);
  if (!Left)
    return std::nullopt;
  if (Left->empty())
    return std::string();
  size_t Bytes = 0;
  for (const std::string &P : *Left)
    Bytes += P.size() + 1;
  if (Left->size() <= MaxPathspecs && Bytes <= MaxPathspecBytes) {
    // Names as they are, never as globs or magic: git applies its ignore
    // rules to each, and walks the directories among them as it would.
    Args.insert(Args.begin(), "--literal-pathspecs");
    Args.push_back("--");
    llvm::append_range(Args, *Left);
  }
  return runGitListing(Root, Args);
}

} // namespace sweeper
