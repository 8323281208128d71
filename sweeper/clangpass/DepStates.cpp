#include "clangpass/DepStates.h"
#include "clangpass/ConfinedFs.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <sys/stat.h>

namespace sweeper {

void DepStates::remember(llvm::StringRef Path, const StatSig &Sig,
                         std::string State) {
  Before[Path] = {Sig, std::move(State)};
}

DepState DepStates::compute(const std::string &Path) {
  struct stat St;
  llvm::SmallString<256> Real;
  if (::stat(Path.c_str(), &St) != 0 || llvm::sys::fs::real_path(Path, Real))
    return {"-", true, std::nullopt}; // the caller compares with the probe
  if (!C.visible(Path))
    return {"o", true, std::nullopt}; // the parse saw it as missing
  if (S_ISDIR(St.st_mode))
    return {"d", true, std::nullopt};
  if (!S_ISREG(St.st_mode))
    return {"x", true, std::nullopt};
  std::optional<StatSig> Sig = statSig(Path);
  if (!Sig)
    return {"-", false, std::nullopt};
  std::string Prefix = "f" + std::string(Real) + '\0';
  auto Old = Before.find(Path);
  if (Old != Before.end() && Old->second.first == *Sig &&
      llvm::StringRef(Old->second.second).starts_with(Prefix))
    return {Old->second.second, Sig->settledBefore(RunStartNs), Sig};
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                         /*RequiresNullTerminator=*/false);
  if (!Buf)
    return {"-", false, std::nullopt};
  std::optional<StatSig> After = statSig(Path);
  bool Settled = After && *After == *Sig && Sig->settledBefore(RunStartNs);
  return {Prefix + hexOf(digestOf((*Buf)->getBuffer())), Settled, Sig};
}

DepState DepStates::of(const std::string &Path) {
  {
    std::lock_guard<std::mutex> G(Lock);
    auto It = Now.find(Path);
    if (It != Now.end())
      return It->second;
  }
  // Computed outside the lock: two workers may both compute it, alike.
  DepState S = compute(Path);
  std::lock_guard<std::mutex> G(Lock);
  return Now.try_emplace(Path, S).first->second;
}

/// The sorted names in a directory the driver listed (GCC versions).
DepState DepStates::listing(const std::string &Dir) {
  {
    std::lock_guard<std::mutex> G(Lock);
    auto It = Listings.find(Dir);
    if (It != Listings.end())
      return It->second;
  }
  std::optional<StatSig> Sig = statSig(Dir);
  DepState S{"-", !Sig || Sig->settledBefore(RunStartNs), std::nullopt};
  if (Sig && !C.visible(Dir))
    Sig.reset(); // the parse was refused the listing: not read here either
  // Names only, as the driver itself listed them, never a file's bytes.
  if (Sig) {
    std::vector<std::string> Names;
    std::error_code EC;
    for (llvm::sys::fs::directory_iterator It(Dir, EC), End; !EC && It != End;
         It.increment(EC))
      Names.push_back(llvm::sys::path::filename(It->path()).str());
    llvm::sort(Names);
    KeyHasher H;
    for (const std::string &N : Names)
      H.add(N);
    S.State = EC ? "?" : "l" + hexOf(H.final());
  }
  std::lock_guard<std::mutex> G(Lock);
  return Listings.try_emplace(Dir, S).first->second;
}

} // namespace sweeper
