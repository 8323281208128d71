// Runs the Clang pass: load the database, prefilter TUs, parse the rest in
// parallel (one ClangTool per TU, each with its own file system view), and
// merge what each TU found into one ref per place.
#include "clangpass/ClangPass.h"
#include "clangpass/ClangActions.h"
#include "clangpass/CompileDb.h"
#include "clangpass/ConfinedFs.h"
#include "clangpass/Prefilter.h"
#include "clangpass/ResourceDir.h"
#include "clangpass/TuBudget.h"
#include "clangpass/TuCache.h"
#include "core/Paths.h"
#include "core/TaskFailures.h"
#include "match/Matcher.h"
#include "rules/RulePack.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/VirtualFileSystem.h"

namespace sweeper {
namespace {

/// Counts a TU's errors and keeps the first; prints nothing.
class ErrorCounter : public clang::DiagnosticConsumer {
public:
  void HandleDiagnostic(clang::DiagnosticsEngine::Level L,
                        const clang::Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(L, Info);
    if (L < clang::DiagnosticsEngine::Error || !First.empty())
      return;
    llvm::SmallString<128> Msg;
    Info.FormatDiagnostic(Msg);
    First = std::string(Msg);
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      clang::PresumedLoc P =
          Info.getSourceManager().getPresumedLoc(Info.getLocation());
      if (P.isValid())
        First = std::string(llvm::sys::path::filename(P.getFilename())) + ":" +
                std::to_string(P.getLine()) + ": " + First;
    }
  }
  std::string First;
};

struct TuOutcome {
  std::unique_ptr<TuCollector> C;
  bool Parsed = false, Prefiltered = false, Cached = false;
  TuErrors Errors;
  std::string OverBudget; ///< why the TU was cut off, if it was
};

std::string normalize(llvm::StringRef P) { return absolutePath(P); }

} // namespace

namespace {

/// The pass in named steps: select the TUs, parse each (in parallel), then
/// merge what they found and add orphaned declarations.
class ClangPassRun {
public:
  ClangPassRun(const RulePack &Pack, const Matcher &M, const ClangOptions &Opts,
               const TuLimits &Limits, LoadedDb &L, ClangStats &S)
      : Pack(Pack), M(M), Opts(Opts), Limits(Limits), L(L), S(S),
        Roots(realPaths(Opts.Roots)), Scope(realPaths(Opts.Scope)),
        Confined(readableDirs(Opts), clangResourceDir()), PF(M, Confined) {
    if (Opts.Cache)
      Cache = std::make_unique<TuCache>(*Opts.Cache, Confined, Roots);
  }

  static std::vector<std::string> readableDirs(const ClangOptions &Opts);
  void selectTUs();
  /// Parses every selected TU; an error when a task failed.
  std::string parseAll();
  void merge(std::map<std::string, std::vector<ExternalRef>> &Out);
  void loadCache(std::vector<std::string> &Notes) {
    if (Cache)
      Cache->load(Notes);
  }
  void saveCache(std::vector<std::string> &Notes);

private:
  const RulePack &Pack;
  const Matcher &M;
  const ClangOptions &Opts;
  TuLimits Limits;
  LoadedDb &L;
  ClangStats &S;
  std::vector<std::string> Roots; ///< real paths
  std::vector<std::string> Scope; ///< real paths; empty: all of Roots
  ReadConfinement Confined;
  Prefilter PF;
  std::vector<std::string> TUs;
  std::vector<char> Wanted; ///< per TU: what the prefilter chose to parse
  std::vector<TuOutcome> Outcomes;
  std::unique_ptr<TuCache> Cache; ///< with --cache

  static std::vector<std::string>
  realPaths(const std::vector<std::string> &Paths);
  bool inScope(llvm::StringRef Key) const;
  void choose();
  void parseOne(size_t I);
  void parse(size_t I, ReadLog &Log);
  void countOutcome(size_t I);
};

std::vector<std::string>
ClangPassRun::realPaths(const std::vector<std::string> &Paths) {
  std::vector<std::string> Roots;
  for (const std::string &Root : Paths) {
    llvm::SmallString<256> Real;
    Roots.push_back(llvm::sys::fs::real_path(Root, Real) ? Root
                                                         : std::string(Real));
  }
  return Roots;
}

/// Reads stay in the roots, the database's directory the user named, and
/// the system's headers.
std::vector<std::string> ClangPassRun::readableDirs(const ClangOptions &Opts) {
  std::vector<std::string> Readable = realPaths(Opts.Roots);
  if (!Opts.CompileCommands.empty())
    Readable.push_back(
        llvm::sys::path::parent_path(normalize(Opts.CompileCommands)).str());
  if (!Opts.BuildDir.empty())
    Readable.push_back(normalize(Opts.BuildDir));
  return Readable;
}

bool ClangPassRun::inScope(llvm::StringRef Key) const {
  auto Below = [&](const std::string &Dir) {
    return Key == Dir || Key.starts_with(Dir + "/");
  };
  return llvm::any_of(Roots, Below) &&
         (Scope.empty() || llvm::any_of(Scope, Below));
}

void ClangPassRun::selectTUs() {
  for (const std::string &F : L.Db->getAllFiles()) {
    ++S.InDatabase;
    std::string P = normalize(F);
    llvm::SmallString<256> Real;
    bool Exists = !llvm::sys::fs::real_path(P, Real);
    std::string Key = Exists ? std::string(Real) : P;
    if (!inScope(Key)) {
      ++S.OutsideRoots;
      continue;
    }
    ++S.InScope;
    if (!Exists) { // a source of the deleted backend, still in the database
      ++S.SourceGone;
      continue;
    }
    // Clang would block on a FIFO and fail on a directory: count, skip.
    if (!llvm::sys::fs::is_regular_file(Key)) {
      ++S.WithErrors;
      S.ErrorDetails.push_back(Key + ": unreadable: not a regular file");
      continue;
    }
    TUs.push_back(F);
  }
  llvm::sort(TUs);
  TUs.erase(std::unique(TUs.begin(), TUs.end()), TUs.end());
  choose();
}

/// A TU is parsed for a mention in its own text, or for a mentioning
/// header no TU before it (in path order) is parsed for: Clang places a
/// header's references in the header, the same from every TU, and ggml's
/// `ggml.h`, which declares a removed function, made every TU that
/// includes it a parse (54 of 58, 20 s). Serial and in order, so the same
/// TUs are parsed on every run.
void ClangPassRun::choose() {
  Wanted.assign(TUs.size(), 1);
  if (!Opts.Prefilter)
    return;
  llvm::StringSet<> Covered;
  for (size_t I = 0; I < TUs.size(); ++I) {
    std::vector<clang::tooling::CompileCommand> Cmds =
        L.Db->getCompileCommands(TUs[I]);
    if (Cmds.empty())
      continue;
    Prefilter::Mentions Ms =
        PF.mentionsOf(normalize(TUs[I]), includeDirs(Cmds.front().CommandLine,
                                                     Cmds.front().Directory));
    bool New = false;
    for (const std::string &H : Ms.Headers)
      New |= Covered.insert(H).second;
    Wanted[I] = Ms.Own || New;
  }
}

void ClangPassRun::parseOne(size_t I) {
  TuOutcome &O = Outcomes[I];
  O.C = std::make_unique<TuCollector>(Pack, M, Roots);
  std::vector<clang::tooling::CompileCommand> Cmds =
      L.Db->getCompileCommands(TUs[I]);
  if (Cmds.empty())
    return;
  if (!Wanted[I]) {
    O.Prefiltered = true;
    return;
  }
  // After the prefilter, so a TU is parsed (or taken from the cache)
  // exactly when it would be without a cache.
  std::string Tu = normalize(TUs[I]);
  Digest Key;
  if (Cache) {
    Key = Cache->key(Tu, Cmds);
    O.Cached = O.Parsed = Cache->lookup(Tu, Key, *O.C, O.Errors);
    if (O.Cached)
      return;
  }
  ReadLog Log;
  parse(I, Log);
  // A TU cut off by its budget is not a result: the next run parses it
  // again (and, if nothing changed, is cut off again).
  if (Cache && O.OverBudget.empty())
    Cache->store(Tu, Key, Log, *O.C, O.Errors);
}

void ClangPassRun::parse(size_t I, ReadLog &Log) {
  TuOutcome &O = Outcomes[I];
  // Each tool gets its own confined physical file system: its working
  // directory is its own, not the process's.
  clang::tooling::ClangTool Tool(
      *L.Db, {TUs[I]}, std::make_shared<clang::PCHContainerOperations>(),
      createConfinedFileSystem(Confined, Cache ? &Log : nullptr));
  Tool.setPrintErrorMessage(false);
  // The database's commands are already sanitized and complete
  // (-fsyntax-only, quiet, no error limit); the default adjusters would
  // only re-add what sanitizing took out.
  Tool.clearArgumentsAdjusters();
  ErrorCounter Diags;
  Tool.setDiagnosticConsumer(&Diags);
  TuBudget Budget(Limits);
  auto Factory = makeSweepActionFactory(*O.C, &Budget);
  int Rc = Tool.run(Factory.get());
  O.Parsed = true;
  O.OverBudget = Budget.overBudget();
  O.Errors.Count = Diags.getNumErrors() + (Rc != 0 && !Diags.getNumErrors());
  O.Errors.First = Diags.First.empty() && Rc ? "the tool failed" : Diags.First;
}

std::string ClangPassRun::parseAll() {
  Outcomes.resize(TUs.size());
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Opts.Jobs));
  if (Opts.Counters) {
    Opts.Counters->TusSince = Progress::now();
    Opts.Counters->TusTotal = TUs.size();
  }
  TaskFailures Failed;
  for (size_t I = 0; I < TUs.size(); ++I)
    Pool.async([this, I, &Failed] {
      Failed.guard([&] { parseOne(I); });
      if (Opts.Counters)
        ++Opts.Counters->TusDone;
    });
  Pool.wait();
  if (!Failed.any())
    return "";
  return "internal error in the Clang pass (" + Failed.describe() +
         "): the sweep is incomplete";
}

void ClangPassRun::countOutcome(size_t I) {
  const TuOutcome &O = Outcomes[I];
  S.Parsed += O.Parsed;
  S.Prefiltered += O.Prefiltered;
  S.Cached += O.Cached;
  if (!O.OverBudget.empty()) {
    // Its errors after the cut are artifacts of the cut; the cut is what
    // to report.
    ++S.WithErrors;
    std::string Detail = normalize(TUs[I]) + ": " + O.OverBudget;
    S.ErrorDetails.push_back(Detail);
    S.OverBudget.push_back(std::move(Detail));
  } else if (O.Errors.Count) {
    ++S.WithErrors;
    S.ErrorDetails.push_back(normalize(TUs[I]) + ": " +
                             std::to_string(O.Errors.Count) +
                             " errors; first: " + O.Errors.First);
  }
  if (O.C)
    S.MissingIncludes += O.C->MissingIncludes;
}

/// One ref per place over all TUs (in TU order, so the result does not
/// depend on -j); then an orphan: declared in a kept header, defined in no
/// TU of the sweep.
void ClangPassRun::merge(std::map<std::string, std::vector<ExternalRef>> &Out) {
  std::map<std::string, std::map<size_t, ExternalRef>> Merged;
  std::set<std::string> Defined;
  std::vector<Declared> Decls;
  for (size_t I = 0; I < TUs.size(); ++I) {
    countOutcome(I);
    const TuOutcome &O = Outcomes[I];
    if (!O.C)
      continue;
    for (auto &[File, Refs] : O.C->Refs)
      for (auto &[Off, Ref] : Refs)
        mergeRef(Merged[File], Ref);
    Defined.insert(O.C->Defined.begin(), O.C->Defined.end());
    Decls.insert(Decls.end(), O.C->Decls.begin(), O.C->Decls.end());
  }
  for (const Declared &D : Decls)
    if (!Defined.count(D.Name))
      Merged[D.File][D.Offset] =
          ExternalRef{D.Offset, D.Length, CheckId::ClangOrphanedDeclaration,
                      D.Kind + " '" + D.Name +
                          "' is declared in this header but no translation "
                          "unit defines it any more"};
  for (auto &[File, Refs] : Merged)
    for (auto &[Off, Ref] : Refs)
      Out[File].push_back(Ref);
  llvm::sort(S.ErrorDetails);
  llvm::sort(S.OverBudget);
}

void ClangPassRun::saveCache(std::vector<std::string> &Notes) {
  if (!Cache)
    return;
  std::vector<std::string> Selected;
  for (const std::string &Tu : TUs)
    Selected.push_back(normalize(Tu));
  Cache->save(Selected, Notes);
}

} // namespace

ClangResult runClangPass(const RulePack &Pack, const Matcher &M,
                         const ClangOptions &Opts,
                         const std::vector<WalkedFile> &Files) {
  ClangResult R;
  llvm::Expected<TuLimits> Limits = TuLimits::fromEnvironment();
  if (!Limits) {
    R.Error = llvm::toString(Limits.takeError());
    R.Stats.NotRun = R.Error;
    return R;
  }
  // The entries' directories are checked against what the parse may read.
  llvm::Expected<LoadedDb> Loaded = loadCompileDb(
      Opts, Files,
      ReadConfinement(ClangPassRun::readableDirs(Opts), clangResourceDir()));
  if (!Loaded) {
    R.Error = llvm::toString(Loaded.takeError());
    R.Stats.NotRun = R.Error;
    return R;
  }
  if (!Loaded->Db) {
    R.Stats.NotRun = Loaded->NotFound;
    return R;
  }
  R.Stats.Ran = true;
  R.IncludeDirs = includeDirsOf(*Loaded->Db);
  R.Stats.Database = Loaded->Description;
  R.Stats.DatabaseFile = Loaded->File;
  ClangPassRun Run(Pack, M, Opts, *Limits, *Loaded, R.Stats);
  Run.selectTUs();
  Run.loadCache(R.CacheNotes);
  R.Error = Run.parseAll();
  Run.merge(R.Refs);
  Run.saveCache(R.CacheNotes);
  return R;
}

} // namespace sweeper
