#include "watch/Replay.h"
#include "core/Paths.h"
#include "engine/FileCache.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"

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
  if (Base.empty())
    return true;
  llvm::sys::fs::file_status Git;
  bool GitFile = !llvm::sys::fs::status(Base + "/.git", Git, false) &&
                 Git.type() != llvm::sys::fs::file_type::directory_file &&
                 Git.type() != llvm::sys::fs::file_type::file_not_found;
  return inside(Base, Root) && !GitFile;
}

/// The user's git configuration, which git reads from outside the tree
/// when the walk asks it which untracked files are ignored (the system's is
/// off): where it is and its bytes. False when it may name further files
/// (an include, another excludes file): then the run is not recorded.
static bool addGitUserConfig(KeyHasher &K) {
  std::optional<std::string> Home = llvm::sys::Process::GetEnv("HOME");
  std::optional<std::string> Xdg =
      llvm::sys::Process::GetEnv("XDG_CONFIG_HOME");
  std::string Config =
      Xdg && !Xdg->empty() ? *Xdg : Home.value_or("") + "/.config";
  K.add(Home.value_or("")).add(Xdg.value_or(""));
  for (const std::string &Path :
       {Home.value_or("") + "/.gitconfig", Config + "/git/config",
        Config + "/git/ignore"}) {
    auto B = llvm::MemoryBuffer::getFile(Path);
    llvm::StringRef Text = B ? (*B)->getBuffer() : "";
    if (!Path.ends_with("/ignore") &&
        (Text.contains_insensitive("excludesfile") ||
         Text.contains_insensitive("[include")))
      return false;
    K.add(uint64_t(bool(B))).add(Text);
  }
  return true;
}

/// Everything the output depends on that neither the tree nor the cache's
/// run key holds; nullopt when some of it cannot be known.
static std::optional<Digest> replayKey(const CacheSpec &C,
                                       const SweepOptions &Opts,
                                       const ReplayInputs &In,
                                       const WatchToken &T) {
  KeyHasher K;
  if (Opts.Walk.UseGit && !addGitUserConfig(K))
    return std::nullopt;
  K.add("report").add(C.RunKey).add(In.CommandLine).add(absolutePath("."));
  K.add(uint64_t(In.Paths.size()));
  for (const std::string &P : In.Paths)
    K.add(P);
  K.add(uint64_t(In.StdoutColors)).add(uint64_t(In.StderrColors));
  K.add(T.Root);
  if (!In.BaselineFile.empty()) {
    auto B = llvm::MemoryBuffer::getFile(In.BaselineFile);
    K.add(B ? digestOf((*B)->getBuffer()) : Digest{});
  }
  K.add(Opts.Walk.DisplayBase);
  return K.final();
}

std::optional<ReplaySlot> ReplaySlot::open(const RulePack &Pack,
                                           const SweepOptions &Opts,
                                           const ReplayInputs &In,
                                           std::optional<WatchToken> T) {
  if (Opts.CacheDir.empty() || !T || !watched(Opts, T->Root))
    return std::nullopt;
  std::vector<std::string> Notes;
  ReplaySlot S;
  S.Cache = openCache(Pack, Opts, Notes);
  if (!Notes.empty() || !S.Cache.enabled())
    return std::nullopt;
  S.Token = std::move(*T);
  std::optional<Digest> Key = replayKey(S.Cache, Opts, In, S.Token);
  if (!Key)
    return std::nullopt;
  S.Key = *Key;
  return S;
}

std::optional<ReportRecord> ReplaySlot::recorded(std::string &Problem) const {
  std::optional<ReportRecord> R = loadRecord(Cache, Key, Problem);
  if (!R || !(R->Token == Token))
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
  ReportRecord Rec{Token, Status, Report, Diagnostics, nullptr};
  // A record that cannot be written costs the next run its shortcut only.
  llvm::consumeError(saveRecord(Cache, Key, Rec));
}

} // namespace sweeper
