#include "walk/Walker.h"
#include "core/Paths.h"
#include "core/TaskFailures.h"
#include "walk/Beneath.h"
#include "walk/Directories.h"
#include "walk/GitListing.h"
#include "walk/Roots.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <memory>
#include <mutex>
#include <sys/stat.h>
#include <unistd.h>

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

using TypedPaths = std::vector<std::pair<std::string, fs::file_type>>;

/// A root's paths, and what git said of them: its listing, or a plain
/// walk's paths.
struct Listing {
  TypedPaths Now;
  /// Submodules and nested repositories: their directories are not the
  /// tree's.
  std::vector<std::string> Gitlinks;
};

static std::string realRoot(llvm::StringRef Root) {
  llvm::SmallString<256> Real;
  return fs::real_path(Root, Real) ? Root.str() : std::string(Real);
}

static bool underAny(llvm::StringRef Abs,
                     const std::vector<std::string> &Dirs) {
  return llvm::any_of(Dirs, [&](const std::string &D) {
    return Abs == D || (Abs.starts_with(D) && Abs.size() > D.size() &&
                        Abs[D.size()] == '/');
  });
}

// Paths are shown as the user wrote the root, so they can be clicked.
/// Built in \p Buf when it is not \p Rel itself: the walk's regular files
/// pass no string of their own to the WalkedFile that copies it.
static llvm::StringRef displayPath(llvm::StringRef RootArg, llvm::StringRef Rel,
                                   llvm::SmallVectorImpl<char> &Buf) {
  while (RootArg.size() > 1 && RootArg.ends_with("/"))
    RootArg = RootArg.drop_back();
  if (RootArg == "." || RootArg.empty())
    return Rel;
  return (RootArg + "/" + Rel).toStringRef(Buf);
}

static std::string displayPath(llvm::StringRef RootArg, llvm::StringRef Rel) {
  llvm::SmallString<256> Buf;
  return displayPath(RootArg, Rel, Buf).str();
}

/// What a listed path is, after one lstat.
struct Entry {
  std::optional<fs::file_type> Type; ///< nullopt: gone, or not to be read
  std::optional<StatSig> Sig;        ///< what lstat said, if no link
  std::string Skip;  ///< why it is not read (shown in the summary)
  std::string Error; ///< why it cannot be read: the sweep is incomplete

  static Entry typed(std::optional<fs::file_type> T) {
    Entry E;
    E.Type = T;
    return E;
  }
  static Entry skipped(std::string Why) {
    Entry E;
    E.Skip = std::move(Why);
    return E;
  }
  static Entry failed(std::string Why) {
    Entry E;
    E.Error = std::move(Why);
    return E;
  }
};

/// A symlink is followed only when its target lies inside \p RealRoot (the
/// tree is hostile: a committed link to /etc/passwd or ../secrets must not
/// be read); then it is what the target is, or status_error when it
/// dangles.
static const char OutsideWhy[] = "symlink to outside the sweep, not followed";
static const char OutsideDirWhy[] =
    "its directory is a symlink to outside the sweep";

namespace {
/// A walked root as the sweep names it and as it really is: a root given
/// through a link has its files below the one, their targets below the
/// other.
struct RootPaths {
  llvm::StringRef Root, Real;
  bool holds(llvm::StringRef A) const {
    return A == Real || A.starts_with((Real + "/").str()) || A == Root ||
           A.starts_with((Root + "/").str());
  }
  /// \p Path below the root, or nullopt.
  std::optional<llvm::StringRef> below(llvm::StringRef Path) const {
    for (llvm::StringRef R : {Real, Root})
      if (Path.size() > R.size() && Path.starts_with(R) &&
          Path[R.size()] == '/')
        return Path.drop_front(R.size() + 1);
    return std::nullopt;
  }
};
} // namespace

/// Whether the link at \p Link, read as text, leads outside the root: an
/// absolute target or one whose `..` climb out, judged without looking at
/// anything outside.
static bool pointsOutside(const std::string &Link, const RootPaths &Roots) {
  char Buf[4096];
  ssize_t N = ::readlink(Link.c_str(), Buf, sizeof Buf);
  if (N <= 0 || size_t(N) == sizeof Buf)
    return true;
  llvm::StringRef Target(Buf, N);
  llvm::SmallString<256> At;
  if (!llvm::sys::path::is_absolute(Target))
    At = llvm::sys::path::parent_path(Link);
  llvm::sys::path::append(At, Target);
  llvm::sys::path::remove_dots(At, /*remove_dot_dot=*/true);
  return !Roots.holds(At);
}

/// The file type LLVM's status would give for \p Mode.
static fs::file_type typeOfMode(mode_t Mode) {
  switch (Mode & S_IFMT) {
  case S_IFDIR:
    return fs::file_type::directory_file;
  case S_IFREG:
    return fs::file_type::regular_file;
  case S_IFBLK:
    return fs::file_type::block_file;
  case S_IFCHR:
    return fs::file_type::character_file;
  case S_IFIFO:
    return fs::file_type::fifo_file;
  case S_IFSOCK:
    return fs::file_type::socket_file;
  case S_IFLNK:
    return fs::file_type::symlink_file;
  default:
    return fs::file_type::type_unknown;
  }
}

namespace {
/// lstat of paths in directory order, each relative to a descriptor of its
/// directory: the kernel resolves the directory once, not once per file
/// (the path walk was half of a cached re-run's lstat time). The
/// directory is opened as lstat would reach it, following what links its
/// path holds; callers checked it resolves inside the root.
class DirStat {
public:
  DirStat() = default;
  DirStat(const DirStat &) = delete;
  DirStat &operator=(const DirStat &) = delete;
  ~DirStat() {
    if (Fd >= 0)
      ::close(Fd);
  }
  /// 0 or -1 with errno, as lstat.
  int lstat(llvm::StringRef Abs, struct stat &St) {
    llvm::StringRef Parent = llvm::sys::path::parent_path(Abs);
    if (Parent != Dir || Fd < 0) {
      if (Fd >= 0)
        ::close(Fd);
      Dir = Parent.str();
      Fd = ::open(Dir.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC);
    }
    if (Fd < 0) // the path's own lstat says what is wrong
      return ::lstat(Abs.str().c_str(), &St);
    llvm::SmallString<128> Name(llvm::sys::path::filename(Abs));
    return ::fstatat(Fd, Name.c_str(), &St, AT_SYMLINK_NOFOLLOW);
  }

private:
  std::string Dir;
  int Fd = -1;
};
} // namespace

// lstat itself rather than LLVM's status: the ctime it drops is part of
// the signature the result cache reuses.
static Entry entryOf(const llvm::Twine &P, const RootPaths &Roots,
                     DirStat *Stat = nullptr) {
  llvm::StringRef RealRoot = Roots.Real;
  llvm::SmallString<256> Buf;
  struct stat Raw;
  llvm::StringRef Path = P.toNullTerminatedStringRef(Buf);
  if ((Stat ? Stat->lstat(Path, Raw) : ::lstat(Path.data(), &Raw)) != 0) {
    std::error_code EC(errno, std::generic_category());
    if (EC == std::errc::no_such_file_or_directory)
      return Entry();
    return Entry::failed("cannot read " + P.str() + ": " + EC.message());
  }
  fs::file_status St(typeOfMode(Raw.st_mode));
  if (St.type() != fs::file_type::symlink_file) {
    Entry E = Entry::typed(St.type());
    E.Sig = statSigOf(Raw);
    return E;
  }
  llvm::SmallString<256> Real;
  if (fs::real_path(P, Real))
    // Dangling. A link written to point outside is said to, whether or not
    // its target exists: the report must not tell a PR what the machine
    // holds.
    return pointsOutside(P.str(), Roots)
               ? Entry::skipped(OutsideWhy)
               : Entry::typed(fs::file_type::status_error);
  llvm::StringRef R = Real;
  if (R != RealRoot && !R.starts_with((RealRoot + "/").str()))
    return Entry::skipped(OutsideWhy);
  // Ending inside is not enough: a step through a link outside the tree
  // reads the machine, not the tree.
  std::optional<llvm::StringRef> Rel = Roots.below(Path);
  if (Rel && leadsBeneath(RealRoot, *Rel) == false)
    return Entry::skipped(OutsideWhy);
  if (fs::status(Real, St))
    return Entry::typed(fs::file_type::status_error);
  return Entry::typed(St.type());
}

/// Records what entryOf said beyond the type; true if the entry is usable.
static bool note(const Entry &E, llvm::StringRef Display, WalkResult &R) {
  if (!E.Skip.empty())
    R.Skipped.push_back({Display.str(), E.Skip});
  if (!E.Error.empty())
    R.Errors.push_back(E.Error);
  return E.Type.has_value();
}

namespace {
/// A plain walk's directories, listed on every core: one thread's share of
/// what it found, merged once all are done.
struct PlainShare {
  WalkResult R;
  TypedPaths Rel;
};

class PlainWalk {
public:
  PlainWalk(const std::string &Root, llvm::StringRef RootArg)
      : Root(Root), RootArg(RootArg), RealRoot(realRoot(Root)) {}
  void run(unsigned Threads, WalkResult &R, TypedPaths &Rel);

private:
  const std::string &Root;
  llvm::StringRef RootArg;
  std::string RealRoot;
  std::mutex Lock;
  llvm::DenseSet<std::pair<uint64_t, uint64_t>> Seen;

  bool firstVisit(int Fd, PlainShare &Mine);
  void list(const std::string &Dir, PlainShare &Mine,
            std::vector<std::string> &Dirs);
  void other(const std::string &P, const std::string &RelPath, PlainShare &Mine,
             std::vector<std::string> &Dirs);
};

void PlainWalk::run(unsigned Threads, WalkResult &R, TypedPaths &Rel) {
  std::vector<PlainShare> Shares(std::max(1u, Threads));
  listDirectories(
      Shares.size(), {Root},
      [&](unsigned T, const std::string &Dir, std::vector<std::string> &Found) {
        list(Dir, Shares[T], Found);
      });
  for (PlainShare &S : Shares) {
    R.SymlinkLoops += S.R.SymlinkLoops;
    llvm::append_range(R.Skipped, S.R.Skipped);
    llvm::append_range(R.Errors, S.R.Errors);
    std::move(S.Rel.begin(), S.Rel.end(), std::back_inserter(Rel));
  }
}

/// Remembers each directory's identity, so a loop (a bind mount) is counted
/// and cut instead of followed forever.
bool PlainWalk::firstVisit(int Fd, PlainShare &Mine) {
  struct stat St;
  if (::fstat(Fd, &St) != 0)
    return false;
  std::lock_guard<std::mutex> G(Lock);
  if (Seen.insert({uint64_t(St.st_dev), uint64_t(St.st_ino)}).second)
    return true;
  ++Mine.R.SymlinkLoops;
  return false;
}

/// One readdir pass: the listing's own type for a regular file and a
/// directory (no lstat either), an lstat for links and the rest.
void PlainWalk::list(const std::string &Dir, PlainShare &Mine,
                     std::vector<std::string> &Dirs) {
  DIR *D = ::opendir(Dir.c_str());
  // A directory that cannot be listed (too long a path, no permission)
  // would otherwise vanish from the sweep without a word.
  if (!D) {
    Mine.R.Errors.push_back("cannot list " + Dir + ": " + std::strerror(errno));
    return;
  }
  auto Close = llvm::make_scope_exit([&] { ::closedir(D); });
  if (!firstVisit(::dirfd(D), Mine))
    return;
  errno = 0;
  for (const dirent *E; (E = ::readdir(D)); errno = 0) {
    llvm::StringRef Name(E->d_name);
    if (Name == "." || Name == ".." || Name == ".git")
      continue;
    std::string P = Dir + "/" + Name.str();
    if (E->d_type == DT_DIR) {
      Dirs.push_back(std::move(P));
      continue;
    }
    std::string RelPath = P.substr(Root.size() + 1);
    if (E->d_type == DT_REG) {
      Mine.Rel.push_back({std::move(RelPath), fs::file_type::regular_file});
      continue;
    }
    other(P, RelPath, Mine, Dirs);
  }
  if (errno != 0)
    Mine.R.Errors.push_back("cannot list " + Dir + ": " + std::strerror(errno));
}

/// An entry the listing typed as neither file nor directory: a link (one
/// to a directory inside the root would give its files a second path,
/// and which one the walk met first would depend on the listing's order:
/// the directory is walked as itself only), or a type the file system
/// left out.
void PlainWalk::other(const std::string &P, const std::string &RelPath,
                      PlainShare &Mine, std::vector<std::string> &Dirs) {
  Entry E = entryOf(P, RootPaths{Root, RealRoot});
  if (!note(E, displayPath(RootArg, RelPath), Mine.R))
    return;
  if (*E.Type == fs::file_type::directory_file && fs::is_symlink_file(P)) {
    Mine.R.Skipped.push_back({displayPath(RootArg, RelPath),
                              "symlink to a directory inside the sweep, "
                              "walked as itself"});
    return;
  }
  if (*E.Type == fs::file_type::directory_file)
    Dirs.push_back(P);
  else
    Mine.Rel.push_back({RelPath, *E.Type});
}
} // namespace

/// Every path below a directory root: git's list, or a plain walk.
static Listing listRoot(const std::string &Root, const std::string &RealRoot,
                        llvm::StringRef RootArg, const WalkOptions &Opts,
                        WalkResult &R) {
  unsigned Threads =
      llvm::hardware_concurrency(Opts.Jobs).compute_thread_count();
  std::optional<GitListing> Git;
  if (Opts.UseGit)
    Git = listGitTree(Root, RealRoot, Threads);
  Listing L;
  if (!Git) {
    PlainWalk(Root, RootArg).run(Threads, R, L.Now);
    return L;
  }
  if (!Git->Error.empty())
    R.Errors.push_back("cannot list " + Root + ": " + Git->Error);
  // A submodule's directory swept as the root: said, not listed as empty.
  if (Git->RootIsSubmodule)
    R.Skipped.push_back({RootArg.str(), "git submodule, not scanned"});
  L.Now = std::move(Git->Paths);
  L.Gitlinks = std::move(Git->Repositories);
  return L;
}

/// What a path git listed is now. Deleted in the work tree but still in
/// the index: it is gone. A directory is a submodule (\p Repository: a
/// gitlink, or a nested repository git lists as untracked), a symlink to a
/// directory whose files git lists under their own paths, or what a
/// tracked file became, whose files git lists as untracked.
static std::optional<fs::file_type>
gitListedType(llvm::StringRef Abs, const Entry &E, llvm::StringRef Display,
              bool Repository, WalkResult &R) {
  if (!note(E, Display, R))
    return std::nullopt;
  if (*E.Type != fs::file_type::directory_file)
    return E.Type;
  // A submodule is another repository: say so rather than let the audit
  // claim every file was scanned.
  if (Repository && !fs::is_symlink_file(Abs))
    R.Skipped.push_back({Display.str(), "git submodule, not scanned"});
  return std::nullopt;
}

/// The real path of a directory of the walk, or "" when it cannot be
/// resolved. Built from its parent's, one lstat per directory: only a
/// component that is a link costs a full resolution.
static std::string realDirectory(llvm::StringRef Dir, llvm::StringRef Root,
                                 llvm::StringRef RealRoot,
                                 llvm::StringMap<std::string> &Cache) {
  if (Dir == Root)
    return RealRoot.str();
  auto It = Cache.find(Dir);
  if (It != Cache.end())
    return It->second;
  std::string Real;
  llvm::StringRef Parent = llvm::sys::path::parent_path(Dir);
  fs::file_status St;
  if (Parent.size() < Root.size() || fs::status(Dir, St, /*follow=*/false)) {
    // Not below the root (cannot happen for git's paths) or gone.
  } else if (St.type() == fs::file_type::symlink_file) {
    llvm::SmallString<256> R;
    if (!fs::real_path(Dir, R))
      Real = std::string(R);
  } else if (St.type() == fs::file_type::directory_file) {
    std::string P = realDirectory(Parent, Root, RealRoot, Cache);
    if (!P.empty())
      Real = P + "/" + llvm::sys::path::filename(Dir).str();
  }
  Cache[Dir] = Real;
  return Real;
}

/// Whether the directory holding a git-listed path really lies inside the
/// root: git lists `d/f` from the index, but the work tree may have made
/// `d` a symlink out of it (a patch applied on top).
static bool parentInside(llvm::StringRef Abs, llvm::StringRef Root,
                         llvm::StringRef RealRoot,
                         llvm::StringMap<std::string> &Cache) {
  std::string Real =
      realDirectory(llvm::sys::path::parent_path(Abs), Root, RealRoot, Cache);
  return !Real.empty() &&
         (Real == RealRoot ||
          llvm::StringRef(Real).starts_with((RealRoot + "/").str()));
}

// One lstat per component from the root down, stopping at the first link,
// so nothing outside is looked at.
bool linkOnTheWay(llvm::StringRef Path, llvm::StringRef Root) {
  if (!Path.starts_with(Root) || Path.size() <= Root.size() + 1 ||
      Path[Root.size()] != '/')
    return false;
  llvm::SmallString<256> At(Root);
  for (auto It = llvm::sys::path::begin(Path.drop_front(Root.size() + 1)),
            End = llvm::sys::path::end(Path.drop_front(Root.size() + 1));
       It != End; ++It) {
    llvm::sys::path::append(At, *It);
    fs::file_status St;
    if (fs::status(At, St, /*follow=*/false))
      return false;
    if (St.type() == fs::file_type::symlink_file)
      return true;
  }
  return false;
}

/// One lstat per wanted path (git-listed, its directory inside the root),
/// in their order, on every core: the walk's cost is these system calls.
/// Only those: an entry a path, most of them empty, was 4 MB of fresh
/// memory at 37,000 files.
static std::vector<Entry> entriesOf(const std::vector<std::string> &Abs,
                                    const std::vector<char> &Wanted,
                                    const RootPaths &Roots, unsigned Jobs,
                                    WalkResult &R) {
  std::vector<size_t> Idx;
  for (size_t I = 0; I < Abs.size(); ++I)
    if (Wanted[I])
      Idx.push_back(I);
  std::vector<Entry> Out(Idx.size());
  // A few paths (git's links and submodules when the reader types its
  // files, a handful of untracked ones) cost less than starting threads.
  // Spread over the tree, such paths seldom share a directory: a plain
  // lstat each, not an open of each one's directory as well.
  if (Idx.size() < 512) {
    for (size_t J = 0; J < Idx.size(); ++J)
      Out[J] = entryOf(Abs[Idx[J]], Roots);
    return Out;
  }
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Jobs));
  TaskFailures Failed;
  const size_t Batch = 256;
  for (size_t B = 0; B < Idx.size(); B += Batch)
    Pool.async([&, B] {
      Failed.guard([&] {
        DirStat Stat;
        for (size_t J = B; J < std::min(Idx.size(), B + Batch); ++J)
          Out[J] = entryOf(Abs[Idx[J]], Roots, &Stat);
      });
    });
  Pool.wait();
  if (Failed.any())
    R.Errors.push_back("internal error while listing files (" +
                       Failed.describe() + "): the sweep is incomplete");
  return Out;
}

/// Listed paths that pass the globs, with what is known of each: whether
/// its directory is inside the root and, for git's, its lstat.
struct TypedListing {
  TypedPaths Paths;
  std::vector<std::string> Abs;
  std::vector<char> Inside, Wanted;
  std::vector<Entry> Entries; ///< the Wanted paths' lstat, in order
  /// The index's submodules, for its entries; null for git's untracked
  /// listing, where a directory is a nested repository.
  const llvm::StringSet<> *Gitlinks = nullptr;
};

/// Types \p Paths into an empty \p Out: first whether each git path's directory
/// is inside (serially, a cache per directory), then an lstat each on every
/// core.
static void typePaths(TypedPaths Paths, llvm::StringRef Root,
                      llvm::StringRef RealRoot, const WalkOptions &Opts,
                      llvm::StringMap<std::string> &Dirs, TypedListing &Out,
                      WalkResult &R) {
  llvm::erase_if(Paths,
                 [&](const auto &P) { return !passesFilters(P.first, Opts); });
  std::vector<std::string> Abs;
  std::vector<char> Wanted;
  for (auto &[P, Type] : Paths) {
    llvm::SmallString<256> A(Root);
    llvm::sys::path::append(A, P);
    Abs.push_back(std::string(A));
    bool Git = Type == fs::file_type::type_unknown;
    Out.Inside.push_back(!Git || parentInside(A, Root, RealRoot, Dirs));
    Wanted.push_back(Git && Out.Inside.back());
  }
  Out.Entries = entriesOf(Abs, Wanted, RootPaths{Root, RealRoot}, Opts.Jobs, R);
  Out.Wanted = std::move(Wanted);
  Out.Paths = std::move(Paths);
  Out.Abs = std::move(Abs);
}

namespace {
/// Keeps a path from being listed twice. With one root and no scope, git
/// names each path once, tracked or untracked: only the few paths never
/// to be read (rule packs), which Seen holds already, are looked for in a
/// short list, where hashing every file's path into Seen cost a serial
/// ~1 us a file (80 ms at 90,000 files).
class Dedup {
public:
  Dedup(llvm::StringSet<> &Seen, bool OnlyRoot)
      : Seen(Seen), OnlyRoot(OnlyRoot) {
    if (OnlyRoot)
      for (const auto &E : Seen)
        Never.push_back(E.getKey());
  }
  bool first(llvm::StringRef Abs) {
    return OnlyRoot ? !llvm::is_contained(Never, Abs) : Seen.insert(Abs).second;
  }

private:
  llvm::StringSet<> &Seen;
  bool OnlyRoot;
  std::vector<llvm::StringRef> Never;
};
} // namespace

/// Lists what \p T typed into \p R: its files, and the walk's word on the
/// paths that are not.
static void emitTyped(TypedListing &T, const std::string &Root,
                      llvm::StringRef RootArg, const WalkOptions &Opts,
                      Dedup &Seen, WalkResult &R) {
  WalkResult Context; // what is said of files outside the scope: nothing
  R.Files.reserve(R.Files.size() + T.Paths.size());
  const Entry None;
  for (size_t I = 0, Next = 0; I < T.Paths.size(); ++I) {
    auto &[P, Type] = T.Paths[I];
    const std::string &Abs = T.Abs[I];
    const Entry &E = T.Wanted[I] ? T.Entries[Next++] : None;
    llvm::SmallString<256> Buf;
    llvm::StringRef Display = displayPath(RootArg, P, Buf);
    bool InScope = Opts.Scope.empty() || underAny(Abs, Opts.Scope);
    WalkResult &Said = InScope ? R : Context;
    if (!T.Inside[I]) {
      if (linkOnTheWay(llvm::sys::path::parent_path(Abs), Root))
        Said.Skipped.push_back({Display.str(), OutsideDirWhy});
      continue;
    }
    if (Type == fs::file_type::type_unknown) {
      std::optional<fs::file_type> Typed = gitListedType(
          Abs, E, Display, !T.Gitlinks || T.Gitlinks->contains(P), Said);
      if (!Typed)
        continue;
      Type = *Typed;
    }
    if (Seen.first(Abs))
      R.Files.push_back({Abs, P, Display, Type, InScope, E.Sig});
  }
}

static void sortResult(WalkResult &R) {
  // Overlapping roots (`h h/src`) meet the same skipped path twice.
  llvm::sort(R.Skipped);
  R.Skipped.erase(std::unique(R.Skipped.begin(), R.Skipped.end()),
                  R.Skipped.end());
  llvm::sort(R.Errors);
  // In place: a merge sort's buffer was fresh memory the size of the list.
  // Two files never share both paths, so the order is one.
  llvm::sort(R.Files, [](const WalkedFile &A, const WalkedFile &B) {
    return std::make_pair(A.displayPath(), A.absPath()) <
           std::make_pair(B.displayPath(), B.absPath());
  });
}

static void walkDirectory(const std::string &Root, llvm::StringRef RootArg,
                          const WalkOptions &Opts, Dedup &Seen, WalkResult &R) {
  std::string RealRoot = realRoot(Root);
  llvm::StringMap<std::string> Dirs;
  Listing L = listRoot(Root, RealRoot, RootArg, Opts, R);
  TypedListing T;
  llvm::StringSet<> Gitlinks;
  for (const std::string &P : L.Gitlinks)
    Gitlinks.insert(P);
  T.Gitlinks = &Gitlinks;
  typePaths(std::move(L.Now), Root, RealRoot, Opts, Dirs, T, R);
  emitTyped(T, Root, RootArg, Opts, Seen, R);
}

/// How a root is shown: below the display base (the repository's top
/// level), relative to it, so every format names a file the same way
/// whatever the working directory; otherwise as the user wrote it.
static std::string shownRoot(llvm::StringRef Abs, llvm::StringRef RootArg,
                             const WalkOptions &Opts) {
  llvm::StringRef Base = Opts.DisplayBase;
  if (Base.empty() || !underAny(Abs, {Base.str()}))
    return RootArg.str();
  return Abs.size() == Base.size() ? std::string(".")
                                   : Abs.drop_front(Base.size() + 1).str();
}

/// An explicit file of the scope that the roots' listing left out (git
/// ignores it, a glob excludes it): scanned all the same, named below the
/// root holding it.
/// Whether \p Abs, once every link on its way is followed, still lies in
/// \p RealRoot: a file named on the command line (a hook passes the PR's
/// paths) may be a link to ~/.aws/credentials, or sit in a linked folder.
static bool staysInside(llvm::StringRef Abs, llvm::StringRef RealRoot) {
  llvm::SmallString<256> Real;
  if (fs::real_path(Abs, Real))
    return false;
  return underAny(Real, {RealRoot.str()});
}

static void addExplicitFile(const std::string &Abs,
                            const std::vector<std::string> &Roots,
                            const WalkOptions &Opts, WalkResult &R) {
  bool Virtual = Abs == Opts.VirtualFile;
  fs::file_status St(fs::file_type::regular_file);
  if (!Virtual && (fs::status(Abs, St) || fs::is_directory(St)))
    return;
  for (const std::string &RootArg : Roots) {
    std::string Root = absolutePath(RootArg);
    if (!underAny(Abs, {Root}) || Abs == Root)
      continue;
    std::string Rel = Abs.substr(Root.size() + 1);
    std::string Display = displayPath(shownRoot(Root, RootArg, Opts), Rel);
    // The text of a virtual file comes from standard input, not the disk.
    if (!Virtual && !staysInside(Abs, realRoot(Root))) {
      if (!llvm::is_contained(R.Skipped,
                              std::make_pair(Display, std::string(OutsideWhy))))
        R.Skipped.push_back({Display, OutsideWhy});
      return;
    }
    R.Files.push_back({Abs, Rel, Display, St.type()});
    return;
  }
  R.Skipped.push_back({Abs, "outside every root of the sweep, not read"});
}

WalkResult walkRoots(const std::vector<std::string> &Roots,
                     const WalkOptions &Opts) {
  WalkResult R;
  llvm::StringSet<> Seen;
  for (const std::string &P : Opts.SkipAbsPaths)
    Seen.insert(P);
  for (const std::string &RootArg : Roots) {
    std::string Root = absolutePath(RootArg);
    std::string Shown = shownRoot(Root, RootArg, Opts);
    fs::file_status St;
    if (fs::status(Root, St)) {
      R.Errors.push_back("no such file or directory: " + RootArg);
    } else if (fs::is_directory(St)) {
      bool OnlyRoot =
          Roots.size() == 1 && Opts.Scope.empty() && Opts.VirtualFile.empty();
      Dedup Once(Seen, OnlyRoot);
      walkDirectory(std::string(Root), Shown, Opts, Once, R);
    } else if (!staysInside(Root,
                            realRoot(llvm::sys::path::parent_path(Root)))) {
      R.Skipped.push_back({Shown, OutsideWhy});
    } else if (Seen.insert(Root).second) {
      // An explicit file is scanned whatever the globs say.
      std::string Rel(llvm::sys::path::filename(Root));
      R.Files.push_back({std::string(Root), Rel, Shown, St.type()});
    }
  }
  for (const std::string &S : Opts.Scope)
    if (Seen.insert(S).second)
      addExplicitFile(S, Roots, Opts, R);
  sortResult(R);
  return R;
}

} // namespace sweeper
