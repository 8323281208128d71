#include "walk/Git.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdlib>
#include <mutex>
#include <thread>

namespace sweeper {
namespace fs = llvm::sys::fs;

namespace {

/// Settings that would make git run a program or write to the repository
/// while it only reads: the repository's own config may name an fsmonitor,
/// hooks or diff drivers, and reading must not take locks.
const char *const SafeConfig[] = {"core.fsmonitor=false",
                                  "core.hooksPath=/dev/null",
                                  "core.untrackedCache=false",
                                  "diff.external=",
                                  "core.pager=cat",
                                  "gc.auto=0",
                                  "maintenance.auto=false"};

/// git's environment: only what finding git and its user config needs,
/// no GIT_* variable of the caller's, no system config.
std::vector<std::string> cleanEnvironment() {
  std::vector<std::string> Env{"GIT_CONFIG_NOSYSTEM=1", "GIT_ATTR_NOSYSTEM=1",
                               "GIT_OPTIONAL_LOCKS=0", "GIT_TERMINAL_PROMPT=0",
                               "LC_ALL=C"};
  for (const char *Name : {"PATH", "HOME", "XDG_CONFIG_HOME", "TMPDIR"})
    if (std::optional<std::string> V = llvm::sys::Process::GetEnv(Name))
      Env.push_back(std::string(Name) + "=" + *V);
  return Env;
}

/// Runs \p Program and waits for it. A FIFO where git reads (an untracked
/// .gitignore) would block it, and the sweep with it, for good: a watchdog
/// kills it after \p Seconds, and the sweep fails as incomplete.
/// ExecuteAndWait's own limit is a process-wide alarm(), which the walk's
/// two concurrent git runs would share and clear for each other.
int runLimited(llvm::StringRef Program, llvm::ArrayRef<llvm::StringRef> Argv,
               llvm::ArrayRef<llvm::StringRef> Env,
               llvm::ArrayRef<std::optional<llvm::StringRef>> Redirects,
               unsigned Seconds, bool &TimedOut) {
  std::string Why;
  bool Failed = false;
  llvm::sys::ProcessInfo PI = llvm::sys::ExecuteNoWait(
      Program, Argv, Env, Redirects, /*MemoryLimit=*/0, &Why, &Failed);
  if (Failed)
    return -1;
  std::mutex M;
  std::condition_variable Finished;
  bool Done = false;
  std::thread Watchdog([&] {
    std::unique_lock<std::mutex> Lock(M);
    if (!Finished.wait_for(Lock, std::chrono::seconds(Seconds),
                           [&] { return Done; })) {
      TimedOut = true;
      ::kill(PI.Pid, SIGKILL);
    }
  });
  llvm::sys::ProcessInfo End = llvm::sys::Wait(PI, std::nullopt, &Why);
  {
    std::lock_guard<std::mutex> Lock(M);
    Done = true;
  }
  Finished.notify_one();
  Watchdog.join();
  return End.ReturnCode;
}

} // namespace

std::optional<std::string> runGit(llvm::StringRef Dir,
                                  const std::vector<std::string> &Args,
                                  llvm::StringRef Stdin, std::string *Error) {
  auto Git = llvm::sys::findProgramByName("git");
  if (!Git) {
    if (Error)
      *Error = "git not found";
    return std::nullopt;
  }
  // Files, not pipes: outputs can be large and ExecuteAndWait redirects only
  // to paths.
  llvm::SmallString<128> In, Out, Err;
  if (fs::createTemporaryFile("sweeper-git-in", "txt", In) ||
      fs::createTemporaryFile("sweeper-git-out", "txt", Out) ||
      fs::createTemporaryFile("sweeper-git-err", "txt", Err))
    return std::nullopt;
  llvm::FileRemover R1(In), R2(Out), R3(Err);
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(In, EC);
    OS << Stdin;
  }
  std::vector<llvm::StringRef> Argv{*Git, "--no-optional-locks", "-C", Dir};
  for (const char *C : SafeConfig) {
    Argv.push_back("-c");
    Argv.push_back(C);
  }
  for (const std::string &A : Args)
    Argv.push_back(A);
  std::vector<std::string> Env = cleanEnvironment();
  std::vector<llvm::StringRef> EnvRefs(Env.begin(), Env.end());
  std::optional<llvm::StringRef> Redirects[] = {
      llvm::StringRef(In), llvm::StringRef(Out), llvm::StringRef(Err)};
  // 600 s is far above a large tree's listing; tests set less.
  unsigned Seconds = 600;
  if (std::optional<std::string> V =
          llvm::sys::Process::GetEnv("SWEEPER_GIT_SECONDS"))
    Seconds = std::max(1u, unsigned(std::strtoul(V->c_str(), nullptr, 10)));
  bool TimedOut = false;
  int Rc = runLimited(*Git, Argv, EnvRefs, Redirects, Seconds, TimedOut);
  if (TimedOut) {
    if (Error)
      *Error = "git did not finish within " + std::to_string(Seconds) + " s";
    return std::nullopt;
  }
  auto Read = [](llvm::StringRef P) {
    auto B = llvm::MemoryBuffer::getFile(P, /*IsText=*/false,
                                         /*RequiresNullTerminator=*/false);
    return B ? (*B)->getBuffer().str() : std::string();
  };
  if (Error)
    *Error = llvm::StringRef(Read(Err)).trim().str();
  if (Rc != 0)
    return std::nullopt;
  return Read(Out);
}

llvm::Expected<std::string> gitOutput(llvm::StringRef Dir,
                                      const std::vector<std::string> &Args) {
  std::string Error;
  std::optional<std::string> Out = runGit(Dir, Args, "", &Error);
  if (!Out)
    return llvm::createStringError("git %s failed: %s", Args[0].c_str(),
                                   Error.c_str());
  return std::move(*Out);
}

llvm::Expected<std::string> resolveCommit(llvm::StringRef Top,
                                          llvm::StringRef Rev) {
  // Checked before git sees it: `--output=FILE` is a revision to nobody.
  if (Rev.empty() || Rev.starts_with("-"))
    return llvm::createStringError("not a revision: '%s'", Rev.str().c_str());
  std::string Error;
  std::optional<std::string> Id =
      runGit(Top,
             {"rev-parse", "--verify", "--quiet", "--end-of-options",
              Rev.str() + "^{commit}"},
             "", &Error);
  if (!Id)
    return llvm::createStringError("not a revision: '%s'", Rev.str().c_str());
  return llvm::StringRef(*Id).trim().str();
}

std::vector<std::optional<std::string>>
gitBlobs(llvm::StringRef Top, const std::vector<std::string> &Oids) {
  std::vector<std::optional<std::string>> Out(Oids.size());
  if (Oids.empty())
    return Out;
  std::string In;
  for (const std::string &Id : Oids)
    In += Id + "\n";
  std::optional<std::string> Batch = runGit(Top, {"cat-file", "--batch"}, In);
  if (!Batch)
    return Out;
  llvm::StringRef Rest = *Batch;
  for (std::optional<std::string> &Blob : Out) {
    auto [Header, After] = Rest.split('\n');
    llvm::SmallVector<llvm::StringRef, 3> F;
    Header.split(F, ' ');
    size_t Size = 0;
    if (F.size() != 3 || F[2].getAsInteger(10, Size)) { // "<id> missing"
      Rest = After;
      continue;
    }
    Blob = After.take_front(Size).str();
    Rest = After.drop_front(std::min(After.size(), Size + 1));
  }
  return Out;
}

std::vector<GitBlobRef> parseLsTree(llvm::StringRef Out) {
  std::vector<GitBlobRef> Refs;
  for (const std::string &Entry : splitNul(Out)) {
    // "<mode> SP <type> SP <object> TAB <path>"
    auto [Meta, Path] = llvm::StringRef(Entry).split('\t');
    llvm::SmallVector<llvm::StringRef, 3> F;
    Meta.split(F, ' ');
    if (F.size() == 3 && F[1] == "blob")
      Refs.push_back({Path.str(), F[2].str()});
  }
  return Refs;
}

std::vector<GitBlobRef> parseRawDiff(llvm::StringRef Out) {
  std::vector<GitBlobRef> Refs;
  std::vector<std::string> Parts = splitNul(Out);
  // ":<mode> <mode> <old> <new> <status>" NUL "<path>" NUL, per file.
  for (size_t I = 0; I + 1 < Parts.size(); I += 2) {
    llvm::SmallVector<llvm::StringRef, 5> F;
    llvm::StringRef(Parts[I]).split(F, ' ');
    if (F.size() == 5)
      Refs.push_back({Parts[I + 1], F[2].str()});
  }
  return Refs;
}

std::vector<std::string> splitNul(llvm::StringRef Out) {
  std::vector<std::string> Parts;
  llvm::SmallVector<llvm::StringRef, 0> P;
  Out.split(P, '\0', -1, false);
  for (llvm::StringRef S : P)
    Parts.push_back(S.str());
  return Parts;
}

} // namespace sweeper

namespace sweeper {

std::vector<std::string> safeDiffArgs(std::vector<std::string> Args,
                                      const std::vector<std::string> &Range) {
  static const char *const Safe[] = {"--no-ext-diff", "--no-textconv",
                                     "--no-color", "--no-renames"};
  Args.insert(Args.begin() + 1, std::begin(Safe), std::end(Safe));
  Args.push_back("--end-of-options");
  Args.insert(Args.end(), Range.begin(), Range.end());
  return Args;
}

bool ChangedLines::contains(llvm::StringRef TopPath, unsigned Line) const {
  if (llvm::is_contained(NewFiles, TopPath))
    return true;
  auto It = Added.find(TopPath.str());
  return It != Added.end() &&
         llvm::any_of(It->second, [&](const std::pair<unsigned, unsigned> &R) {
           return R.first <= Line && Line <= R.second;
         });
}

std::optional<std::pair<unsigned, unsigned>> hunkNewSide(llvm::StringRef H) {
  size_t Plus = H.find(" +");
  if (Plus == llvm::StringRef::npos)
    return std::nullopt;
  llvm::StringRef Spec =
      H.substr(Plus + 2).take_until([](char C) { return C == ' '; });
  auto [Start, Count] = Spec.split(',');
  unsigned C = 0, N = 1;
  if (Start.getAsInteger(10, C) ||
      (!Count.empty() && Count.getAsInteger(10, N)))
    return std::nullopt;
  return std::make_pair(C, N);
}

} // namespace sweeper
