#include "watch/Replay.h"
#include "core/FileState.h"
#include "core/Paths.h"
#include "engine/FileCache.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include <climits>
#include <unistd.h>

namespace sweeper {

/// Whether \p Path, symlinks resolved, lies in \p Dir.
static bool inside(llvm::StringRef Path, llvm::StringRef Dir) {
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Path, Real))
    return false;
  llvm::StringRef R = Real;
  return R == Dir ||
         (R.starts_with(Dir) && R.substr(Dir.size()).starts_with("/"));
}

/// Whether the watcher sees every change the sweep could read: its roots
/// are below the watched directory, and so is the git directory of the
/// repository they are shown from (its index lists the files; a `.git`
/// file points to one kept elsewhere).
static bool watched(const SweepOptions &Opts, llvm::StringRef Root) {
  for (const std::string &R : Opts.Roots)
    if (!inside(R, Root))
      return false;
  const std::string &Base = Opts.Walk.DisplayBase;
  if (!Opts.Walk.UseGit)
    return Base.empty() || inside(Base, Root);
  // With git: the repository's own directory, in the tree. With none found,
  // one made above the tree later (unseen) would change the walk.
  llvm::sys::fs::file_status Git;
  return !Base.empty() && inside(Base, Root) &&
         !llvm::sys::fs::status(Base + "/.git", Git, false) &&
         Git.type() == llvm::sys::fs::file_type::directory_file;
}

/// Whether git reads nothing from outside the tree for the repository at
/// \p Base beyond the user's configuration: its own configuration names no
/// other file (an include, an excludes or attributes file), and its
/// `info/exclude` is no link.
/// Whether a git configuration's text may make git read another file: an
/// include, or an excludes or attributes file it names.
static bool namesOtherFiles(llvm::StringRef Config) {
  return Config.contains_insensitive("excludesfile") ||
         Config.contains_insensitive("attributesfile") ||
         Config.contains_insensitive("[include");
}

static bool repositoryStaysInside(llvm::StringRef Base) {
  auto B = llvm::MemoryBuffer::getFile(Base + "/.git/config");
  llvm::StringRef Text = B ? (*B)->getBuffer() : "";
  llvm::sys::fs::file_status Exclude;
  bool LinkedExclude =
      !llvm::sys::fs::status(Base + "/.git/info/exclude", Exclude, false) &&
      Exclude.type() == llvm::sys::fs::file_type::symlink_file;
  return !namesOtherFiles(Text) && !LinkedExclude;
}

/// The user's git configuration, which git reads from outside the tree
/// when the walk asks it which untracked files are ignored (the system's is
/// off). False when it may name further files (an include, another
/// excludes file): then the run is not recorded.
static bool addGitUserConfig(std::vector<InputCheck> &Into) {
  std::string Home = llvm::sys::Process::GetEnv("HOME").value_or("");
  std::string Xdg = llvm::sys::Process::GetEnv("XDG_CONFIG_HOME").value_or("");
  std::string Config = !Xdg.empty() ? Xdg : Home + "/.config";
  for (const std::string &Path :
       {Home + "/.gitconfig", Config + "/git/config", Config + "/git/ignore"}) {
    auto B = llvm::MemoryBuffer::getFile(Path);
    if (!B && B.getError() != std::errc::no_such_file_or_directory)
      return false;
    llvm::StringRef Text = B ? (*B)->getBuffer() : "";
    if (!Path.ends_with("/ignore") && namesOtherFiles(Text))
      return false;
    // The bytes looked at, as currentInput() will give them.
    Into.push_back({InputCheck::Bytes, absolutePath(Path),
                    B ? stateOfBytes(Text) : "absent"});
  }
  return true;
}

/// The files and paths outside the watched tree the output depends on,
/// each as it was before the run read it; nullopt when some of them cannot
/// be known.
static std::optional<std::vector<InputCheck>>
inputChecks(const SweepOptions &Opts, const ReplayInputs &In) {
  std::vector<InputCheck> C = In.TakenBefore;
  if (Opts.Walk.UseGit &&
      (!repositoryStaysInside(Opts.Walk.DisplayBase) || !addGitUserConfig(C)))
    return std::nullopt;
  if (!In.BaselineFile.empty())
    C.push_back(inputCheck(InputCheck::Bytes, In.BaselineFile));
  // A pipe's bytes (--paths-from <(...)) are gone once read: the next
  // run's may differ, and nothing would tell.
  if (llvm::any_of(C, [](const InputCheck &I) {
        return I.What == InputCheck::Bytes && !stableState(I.Expect);
      }))
    return std::nullopt;
  return C;
}

InputCheck inputCheck(InputCheck::Kind What, llvm::StringRef Path) {
  std::string Abs = absolutePath(Path);
  std::string Now = currentInput(What, Abs);
  return {What, std::move(Abs), std::move(Now)};
}

Invocation Invocation::of(int Argc, char **Argv, char **Envp) {
  Invocation I;
  I.Args.assign(Argv + std::min(Argc, 1), Argv + Argc);
  for (char **E = Envp; E && *E; ++E)
    I.Env.emplace_back(*E);
  char Cwd[PATH_MAX];
  I.Cwd = ::getcwd(Cwd, sizeof Cwd) ? Cwd : "";
  I.StdoutTty = ::isatty(1);
  I.StderrTty = ::isatty(2);
  return I;
}

Digest replayKey(const Invocation &I, llvm::StringRef Root) {
  KeyHasher K;
  K.add("report 2").add(Root).add(I.Cwd);
  K.add(uint64_t(I.StdoutTty)).add(uint64_t(I.StderrTty));
  for (const auto *List : {&I.Args, &I.Env}) {
    K.add(uint64_t(List->size()));
    for (const std::string &S : *List)
      K.add(S);
  }
  return K.final();
}

std::optional<ReplaySlot> ReplaySlot::open(const RulePack &Pack,
                                           const SweepOptions &Opts,
                                           const Invocation &Inv,
                                           const ReplayInputs &In,
                                           std::optional<WatchToken> T) {
  if (Opts.CacheDir.empty() || !T || !watched(Opts, T->Root) ||
      !llvm::all_of(In.DiscoveredPacks,
                    [&](const std::string &P) { return inside(P, T->Root); }))
    return std::nullopt;
  std::vector<std::string> Notes;
  ReplaySlot S;
  S.Cache = openCache(Pack, Opts, Notes);
  if (!Notes.empty() || !S.Cache.enabled())
    return std::nullopt;
  std::optional<std::vector<InputCheck>> Inputs = inputChecks(Opts, In);
  if (!Inputs)
    return std::nullopt;
  S.Inputs = std::move(*Inputs);
  S.Direct = In.Direct;
  S.Key = replayKey(Inv, T->Root);
  S.Token = std::move(*T);
  return S;
}

std::optional<ReportRecord> ReplaySlot::recorded(std::string &Problem) const {
  std::optional<ReportRecord> R = loadRecord(Cache, Key, Problem);
  if (!R || !(R->Token == Token) || !inputsUnchanged(R->Inputs))
    return std::nullopt;
  return R;
}

void ReplaySlot::record(const SweepResult &R, int Status, std::string Report,
                        std::string Diagnostics) const {
  // The Clang pass reads system headers, which no watcher here sees; a
  // note about the cache is about this run only; the cache's own files,
  // listed when the walk meets them, change with every run unwatched.
  auto CacheListed = [](const SkippedFile &S) {
    return S.Reason == InCacheDir;
  };
  if (R.Clang.Ran || !R.Notes.empty() || !R.Errors.empty() || Status > 1 ||
      llvm::any_of(R.Skipped, CacheListed))
    return;
  ReportRecord Rec{Token, Inputs, Direct, Status, Report, Diagnostics, nullptr};
  // A record that cannot be written costs the next run its shortcut only.
  llvm::consumeError(saveRecord(Cache, Key, Rec));
}

} // namespace sweeper
