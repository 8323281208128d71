#include "engine/Sweep.h"
#include "core/Paths.h"
#include "core/TaskFailures.h"
#include "engine/FileCache.h"
#include "engine/FileScan.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include <algorithm>
#include <atomic>
#include <cassert>
#include <chrono>
#include <future>
#include <memory>
#include <mutex>
#include <numeric>
#include <optional>

namespace sweeper {

static bool locLess(const Location &A, const Location &B) {
  return std::tie(A.Path, A.Line, A.Column) <
         std::tie(B.Path, B.Line, B.Column);
}

/// A file's checks append their findings each in its own order. Stable,
/// so ties keep the order they had.
template <typename T> static void sortOnce(std::vector<T> &V) {
  std::stable_sort(V.begin(), V.end(), [](const T &A, const T &B) {
    return locLess(A.Loc, B.Loc);
  });
}

static void sortOnce(FindingList &L) {
  L.stableSort(
      [](const Finding &A, const Finding &B) { return locLess(A.Loc, B.Loc); });
}

namespace {

WalkOptions walkOptions(const SweepOptions &Opts, const CacheSpec &Cache);

/// A sweep in named steps: the Clang stage, the trees the structural checks
/// ask about, the per-file scan, and the merge in path order.
class SweepRun {
public:
  SweepRun(const RulePack &Pack, const SweepOptions &Opts, SweepResult &R)
      : Pack(Pack), Opts(Opts), R(R), Cache(openCache(Pack, Opts, R.Notes)),
        Walking(std::async(std::launch::async,
                           [&Opts, WO = walkOptions(Opts, Cache)] {
                             return walkRoots(Opts.Roots, WO);
                           })),
        Workers(std::in_place, llvm::hardware_concurrency(Opts.Jobs)), M(Pack) {
    // The workers start while the walk runs: the scan's first files do
    // not wait for a thread to start.
    for (unsigned T = 0; T < Workers->getMaxConcurrency(); ++T)
      Workers->async([] {});
  }

  bool walk();
  void clangStage();
  void buildTrees();
  void scanAll();
  FileOutcome scanOne(size_t I) const;
  void scanFiles(llvm::ThreadPoolInterface &Pool,
                 const std::vector<size_t> &Indices, TaskFailures &Failed);
  void scanBatch(llvm::ArrayRef<size_t> Batch);
  void makeList(const TreeView *Tree, FileList &Into) const;
  std::vector<llvm::StringRef> pathsOf(const TreeView *Tree) const;
  const TreeView *treeFor(const WalkedFile &F);
  void collectOne(size_t I, FileOutcome &O);
  void collectSkip(size_t I, FileSkip &Skip);
  std::string shownPath(llvm::StringRef File) const;
  void collect();
  void staleAllows();
  void saveCache();

private:
  const RulePack &Pack;
  const SweepOptions &Opts;
  SweepResult &R;
  CacheSpec Cache;
  /// The walk runs while the matcher compiles: git and the disk on one
  /// side, Vectorscan on the other, both before any file can be scanned.
  std::future<WalkResult> Walking;
  /// The scan's workers, joined once the scan is done (or the walk
  /// failed): a run kept until the exit (-disable-free) must not keep its
  /// threads, and --fix sweeps twice.
  std::optional<llvm::DefaultThreadPool> Workers;
  Matcher M;
  WalkResult W;
  ClangResult CR;
  /// What the Clang pass classified in each file, if anything.
  std::vector<const std::vector<ExternalRef> *> Extra;
  std::map<std::string, FileList> FilesByRoot;
  std::map<std::string, ListMaker> Makers;
  std::map<std::string, TreeView> Trees;
  const TreeView *LastTree = nullptr; ///< what treeFor() gave last
  std::vector<const TreeView *> TreeOf;
  /// One per walked file, made by the worker that scans it; null for a
  /// file not scanned. Sized up front as values, the list was 136 bytes a
  /// file written on the main thread before any scan began (12.6 MB of
  /// fresh memory at 10x); as pointers it is 8.
  std::vector<std::unique_ptr<FileOutcome>> Outcomes;
  std::unique_ptr<FileCache> Files; ///< with --cache
  std::map<std::string, Digest> TreeDigests;
  std::vector<const Digest *> TreeDigestOf;

  ClangOptions clangOptions() const;
  void skipDatabaseFile();
  void attachClangRefs();
  FileOutcome scanUncached(size_t I, BytesRead *Read = nullptr) const;
};

WalkOptions walkOptions(const SweepOptions &Opts, const CacheSpec &Cache) {
  return Opts.Walk;
}

/// A link the walk followed (a followed link has no lstat of its own) into
/// the cache directory: the cache's files are not the tree's, whichever
/// path names them.
static bool linksIntoCache(const CacheSpec &C, const WalkedFile &F) {
  llvm::SmallString<256> Real;
  return C.enabled() && !F.Sig &&
         !llvm::sys::fs::real_path(F.absPath(), Real) && inCacheDir(C, Real);
}

bool SweepRun::walk() {
  W = Walking.get();
  // The cache's own files are not the tree's; whatever lies in its
  // directory is said to be skipped, so a file committed there cannot
  // hide a leftover without a word.
  llvm::erase_if(W.Files, [&](const WalkedFile &F) {
    bool Cached = inCacheDir(Cache, F.absPath()) || linksIntoCache(Cache, F);
    if (Cached && F.InScope)
      W.Skipped.push_back({F.displayPath().str(), InCacheDir.str()});
    return Cached;
  });
  R.Errors = W.Errors;
  for (auto &[Path, Reason] : W.Skipped)
    R.Skipped.push_back({Path, Reason});
  R.Stats.SymlinkLoops = W.SymlinkLoops;
  R.Stats.Walked =
      llvm::count_if(W.Files, [](const WalkedFile &F) { return F.InScope; });
  if (!M.error().empty()) {
    R.Errors.push_back("rule pack: " + M.error());
    Workers.reset(); // no scan follows
    return false;
  }
  Extra.assign(W.Files.size(), nullptr);
  return true;
}

ClangOptions SweepRun::clangOptions() const {
  ClangOptions CO = Opts.ClangOpts;
  CO.Jobs = Opts.Jobs;
  CO.Counters = Opts.Counters;
  if (CO.Roots.empty())
    for (const std::string &Root : Opts.Roots) {
      if (std::string Abs = absolutePath(Root);
          llvm::sys::fs::is_directory(Abs))
        CO.Roots.push_back(Abs);
    }
  CO.Scope = Opts.Walk.Scope;
  CO.Cache = Cache.enabled() ? &Cache : nullptr;
  return CO;
}

/// The database is the Clang pass's input, generated by the build; it lists
/// the deleted sources by design.
void SweepRun::skipDatabaseFile() {
  llvm::SmallString<256> Db;
  if (!CR.Stats.Ran || CR.Stats.DatabaseFile.empty() ||
      llvm::sys::fs::real_path(CR.Stats.DatabaseFile, Db))
    return;
  // A path resolves to the database only through a link named like it
  // or through the same name: only those are resolved (a real_path per
  // walked file is a readlink per component, most of a warm run's time).
  llvm::StringRef DbName = llvm::sys::path::filename(Db);
  llvm::erase_if(W.Files, [&](const WalkedFile &F) {
    llvm::SmallString<256> Real;
    if (llvm::sys::path::filename(F.absPath()) != DbName &&
        F.Type == llvm::sys::fs::file_type::regular_file &&
        !llvm::sys::fs::is_symlink_file(F.absPath()))
      return false;
    bool Same = !llvm::sys::fs::real_path(F.absPath(), Real) && Real == Db;
    if (Same)
      R.Skipped.push_back(
          {F.displayPath().str(), "compilation database of the Clang pass"});
    return Same;
  });
  Extra.assign(W.Files.size(), nullptr);
}

void SweepRun::attachClangRefs() {
  if (CR.Refs.empty())
    return;
  for (size_t I = 0; I < W.Files.size(); ++I) {
    if (classifyPath(W.Files[I].relPath()) != FileKind::Cxx)
      continue;
    llvm::SmallString<256> Real;
    if (llvm::sys::fs::real_path(W.Files[I].absPath(), Real))
      continue;
    auto It = CR.Refs.find(std::string(Real));
    if (It != CR.Refs.end())
      Extra[I] = &It->second;
  }
}

/// The Clang pass runs first; what it classified rides along with each file
/// into the text engine, so a place is reported once.
void SweepRun::clangStage() {
  if (!Opts.Clang)
    return;
  // Only fallback flags make commands from the walked files.
  std::vector<WalkedFile> InScope;
  if (Opts.ClangOpts.FallbackFlags)
    llvm::copy_if(W.Files, std::back_inserter(InScope),
                  [](const WalkedFile &F) { return F.InScope; });
  CR = runClangPass(Pack, M, clangOptions(), InScope);
  R.Clang = CR.Stats;
  // Includes resolve through the database's directories: a file's outcome
  // depends on them.
  if (Cache.enabled() && !CR.IncludeDirs.empty()) {
    KeyHasher H;
    H.add(Cache.RunKey).add(uint64_t(CR.IncludeDirs.size()));
    for (const std::string &D : CR.IncludeDirs)
      H.add(D);
    Cache.RunKey = H.final();
  }
  llvm::append_range(R.Notes, CR.CacheNotes);
  if (!CR.Error.empty())
    R.Errors.push_back(CR.Error);
  skipDatabaseFile();
  attachClangRefs();
}

/// The tree \p F was walked from, made on first use: structural checks ask
/// it about other files.
const TreeView *SweepRun::treeFor(const WalkedFile &F) {
  llvm::StringRef Root = F.absPath().drop_back(F.relPath().size() + 1);
  // The files come a root at a time: most are the last one's.
  if (LastTree && LastTree->Root == Root)
    return LastTree;
  auto [It, New] = Trees.try_emplace(Root.str());
  if (New) {
    FileList *List = &FilesByRoot[Root.str()];
    ListMaker *Maker = &Makers[Root.str()];
    It->second =
        TreeView{Root.str(),
                 List,
                 &M,
                 Opts.DeletedPages.empty() ? nullptr : &Opts.DeletedPages,
                 Opts.Touched.empty() ? nullptr : &Opts.Touched,
                 Opts.AllStructure};
    It->second.Maker = Maker;
    if (!CR.IncludeDirs.empty())
      It->second.IncludeDirs = &CR.IncludeDirs;
    Maker->Make = [this, Tree = &It->second, List] { makeList(Tree, *List); };
  }
  return LastTree = &It->second;
}

/// \p Tree's list, when a check first reads it: while no thread changes
/// the sweep's lists (the scan only reads them).
void SweepRun::makeList(const TreeView *Tree, FileList &Into) const {
  Into.assignViews(pathsOf(Tree));
}

/// \p Tree's listed paths, in the walk's order (sorted, for one root).
std::vector<llvm::StringRef> SweepRun::pathsOf(const TreeView *Tree) const {
  std::vector<llvm::StringRef> Paths;
  for (size_t I = 0; I < W.Files.size(); ++I)
    if (TreeOf[I] == Tree)
      Paths.push_back(W.Files[I].relPath());
  return Paths;
}

void SweepRun::buildTrees() {
  TreeOf.resize(W.Files.size());
  for (size_t I = 0; I < W.Files.size(); ++I)
    TreeOf[I] = treeFor(W.Files[I]);
  if (!Cache.enabled())
    return;
  // From the walk's sorted list: the set a check may build later hashes
  // and sorts 90,000 paths a warm run has no other use for.
  for (auto &[Root, Tree] : Trees)
    TreeDigests[Root] = treeDigest(Root, pathsOf(&Tree));
  TreeDigestOf.resize(W.Files.size());
  for (size_t I = 0; I < W.Files.size(); ++I)
    TreeDigestOf[I] = &TreeDigests[TreeOf[I]->Root];
  Files = std::make_unique<FileCache>(Cache, W.Files.size());
  Files->load(R.Notes);
}

/// Through the cache when there is one: text from standard input and
/// anything but a regular file are scanned every time.
FileOutcome SweepRun::scanOne(size_t I) const {
  const WalkedFile &F = W.Files[I];
  bool Virtual = Opts.StdinText && F.absPath() == Opts.Walk.VirtualFile;
  if (!Files || Virtual || F.Type != llvm::sys::fs::file_type::regular_file)
    return scanUncached(I);
  Digest Key = fileKey(Cache, F,
                       Extra[I] ? llvm::ArrayRef<ExternalRef>(*Extra[I])
                                : llvm::ArrayRef<ExternalRef>());
  if (std::optional<FileOutcome> O =
          Files->lookup(I, F, Key, *TreeOf[I], *TreeDigestOf[I]))
    return std::move(*O);
  return Files->scanAndStore(I, F, Key, *TreeDigestOf[I], [&](BytesRead *Read) {
    return scanUncached(I, Read);
  });
}

FileOutcome SweepRun::scanUncached(size_t I, BytesRead *Read) const {
  const WalkedFile &F = W.Files[I];
  // A result to keep records what its checks asked of the tree, through a
  // copy of the tree's view; the others share it.
  std::optional<TreeView> Recording;
  if (Read) {
    Recording = *TreeOf[I];
    Recording->Reads = &Read->Tree;
  }
  ScanContext Ctx{Pack,
                  M,
                  Recording ? *Recording : *TreeOf[I],
                  Read,
                  Opts.TimeFiles,
                  Opts.PlanFixes};
  if (Opts.StdinText && F.absPath() == Opts.Walk.VirtualFile)
    return scanText(Ctx, F.relPath(), *Opts.StdinText, F.displayPath());
  return scanFile(Ctx, F, Opts.MaxFileBytes,
                  Extra[I] ? llvm::ArrayRef<ExternalRef>(*Extra[I])
                           : llvm::ArrayRef<ExternalRef>());
}

/// Scans \p Indices on \p Pool, a batch at a time: one task per worker
/// takes the next batch until none is left (a task posted per batch cost
/// the main thread ~15 us each while the workers waited for it).
void SweepRun::scanFiles(llvm::ThreadPoolInterface &Pool,
                         const std::vector<size_t> &Indices,
                         TaskFailures &Failed) {
  auto Next = std::make_shared<std::atomic<size_t>>(0);
  // At most 32, and small enough that every worker gets several: with 18
  // files one batch of 32 went to one worker, and the other sat idle.
  const size_t Batch = std::clamp<size_t>(
      Indices.size() / (8 * size_t(Pool.getMaxConcurrency())), 1, 32);
  for (unsigned T = 0; T < Pool.getMaxConcurrency(); ++T)
    Pool.async([this, Next, Batch, &Indices, &Failed] {
      for (size_t B; (B = Next->fetch_add(Batch)) < Indices.size();)
        Failed.guard([&] {
          scanBatch(llvm::ArrayRef(Indices).slice(
              B, std::min(Batch, Indices.size() - B)));
        });
    });
}

void SweepRun::scanBatch(llvm::ArrayRef<size_t> Batch) {
  for (size_t I : Batch)
    Outcomes[I] = std::make_unique<FileOutcome>(scanOne(I));
  if (Opts.Counters)
    Opts.Counters->FilesDone += Batch.size();
}

void SweepRun::scanAll() {
  Outcomes.resize(W.Files.size());
  llvm::DefaultThreadPool &Pool = *Workers;
  Pool.wait(); // the warm-up's tasks
  if (Opts.Counters) {
    Opts.Counters->FilesSince = Progress::now();
    Opts.Counters->FilesTotal = R.Stats.Walked;
  }
  std::vector<size_t> First;
  First.reserve(W.Files.size());
  for (size_t I = 0; I < W.Files.size(); ++I)
    if (W.Files[I].InScope)
      First.push_back(I);
  TaskFailures Failed;
  scanFiles(Pool, First, Failed);
  Pool.wait();
  Workers.reset();
  if (Failed.any())
    R.Errors.push_back("internal error while scanning files (" +
                       Failed.describe() + "): the sweep is incomplete");
}

void SweepRun::saveCache() {
  if (!Files)
    return;
  Files->save(W.Files, R.Notes);
  R.Stats.Reused = Files->reused();
  R.Stats.Missed = Files->missed();
}

void countSkip(FileSkip::Reason Kind, SweepStats &S) {
  switch (Kind) {
  case FileSkip::Binary:
    ++S.Binary;
    return;
  case FileSkip::Huge:
    ++S.Huge;
    return;
  case FileSkip::Unreadable:
    ++S.Unreadable;
    return;
  }
  llvm_unreachable("covered switch");
}

/// Per-file outcomes in path order, so the output does not depend on -j.
void SweepRun::collect() {
  // Sized once: grown by doubling, the allowed hits (and the findings,
  // when they were copied into one list) were copied several times over,
  // each time into fresh pages.
  size_t Findings = 0, Allowed = 0;
  for (const std::unique_ptr<FileOutcome> &O : Outcomes)
    if (O) {
      Findings += O->Findings.size();
      Allowed += O->Allowed.size();
    }
  // With room for staleAllows() too.
  R.Findings.reserve(R.Findings.size() + Findings + Pack.Allow.size());
  R.Allowed.reserve(R.Allowed.size() + Allowed);
  for (size_t I = 0; I < W.Files.size(); ++I)
    if (Outcomes[I]) {
      collectOne(I, *Outcomes[I]);
      // Freed now, into the arenas the report's threads take over.
      Outcomes[I].reset();
    }
}

/// File \p I's findings and counts into the result.
void SweepRun::collectOne(size_t I, FileOutcome &O) {
  SweepStats &S = R.Stats;
  if (O.Skip)
    collectSkip(I, *O.Skip);
  if (O.Scanned &&
      llvm::any_of(O.Findings, [](const Finding &F) { return !F.Fix.empty(); }))
    R.FixTargets.push_back({W.Files[I].absPath().str(),
                            W.Files[I].displayPath().str(), O.ContentHash});
  // A file not read has the findings of its path alone.
  sortOnce(O.Findings);
  sortOnce(O.Allowed);
  R.Findings.append(std::move(O.Findings));
  std::move(O.Allowed.begin(), O.Allowed.end(), std::back_inserter(R.Allowed));
  if (O.NonUtf8)
    R.NonUtf8Files.push_back(W.Files[I].displayPath().str());
  if (!O.Scanned)
    return;
  ++S.Scanned;
  ++S.ByKind[O.Kind];
  S.WithHits += O.HadHits;
  S.Empty += O.Empty;
  S.Crlf += O.Crlf;
  S.NonUtf8 += O.NonUtf8;
  R.Times.ByKind[O.Kind] += O.Nanos;
  R.Times.Structure += O.StructureNanos;
}

/// A file's skip, counted and said.
void SweepRun::collectSkip(size_t I, FileSkip &Skip) {
  countSkip(Skip.Kind, R.Stats);
  R.Skipped.push_back({W.Files[I].displayPath().str(), std::move(Skip.Why)});
}

/// A pack's path as the tree's files are shown: below the display base,
/// relative to it (so a GitHub annotation attaches to the file).
std::string SweepRun::shownPath(llvm::StringRef File) const {
  llvm::StringRef Base = Opts.Walk.DisplayBase;
  std::string Abs = absolutePath(File);
  if (!Base.empty() && llvm::StringRef(Abs).starts_with((Base + "/").str()))
    return Abs.substr(Base.size() + 1);
  return File.str();
}

/// An allow entry that matched nothing is reported, so the allowlist cannot
/// rot into a blanket.
void SweepRun::staleAllows() {
  // An entry for files outside the scope cannot match in it: a hook that
  // passes three files would call every other entry stale.
  if (!Opts.Walk.Scope.empty())
    return;
  llvm::StringSet<> Used;
  for (const AllowedHit &H : R.Allowed)
    Used.insert(H.AllowId);
  for (const AllowEntry &A : Pack.Allow) {
    if (Used.contains(A.Id) || A.BuiltIn)
      continue;
    Finding F;
    F.Check = CheckId::StaleAllow;
    F.Sev = Opts.Strict ? Severity::Error : Pack.severityOf(F.Check);
    F.Loc = {shownPath(A.Pos.File), A.Pos.Line, A.Pos.Column, 0};
    F.Message = "allow entry '" + A.Id + "' matched nothing in this sweep";
    if (F.Sev != Severity::Off)
      R.Configuration.push_back(std::move(F));
  }
  if (Opts.Strict)
    for (Finding &F : R.Findings)
      if (F.Check == CheckId::StaleSuppression)
        F.Sev = Severity::Error;
}

void sortByLocation(SweepResult &R) {
  sortOnce(R.Findings);
  sortOnce(R.Allowed);
}

} // namespace

SweepResult runSweep(const RulePack &Pack, const SweepOptions &Opts) {
  SweepResult R;
  R.SourceRoot = Opts.Walk.DisplayBase;
  auto Clock = std::chrono::steady_clock::now();
  auto Lap = [&](uint64_t &Into) {
    auto Now = std::chrono::steady_clock::now();
    Into = std::chrono::duration_cast<std::chrono::nanoseconds>(Now - Clock)
               .count();
    Clock = Now;
  };
  auto Owned = std::make_unique<SweepRun>(Pack, Opts, R);
  SweepRun &Run = *Owned;
  Lap(R.Times.Compile);
  bool Walked = Run.walk();
  Lap(R.Times.Walk);
  if (!Walked)
    return R;
  Run.clangStage();
  Lap(R.Times.Clang);
  Run.buildTrees();
  Run.scanAll();
  Run.saveCache();
  Lap(R.Times.Scan);
  Run.collect();
  Run.staleAllows();
  sortByLocation(R);
  Lap(R.Times.Collect);
  return R;
}

} // namespace sweeper
