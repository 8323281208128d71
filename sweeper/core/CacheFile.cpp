#include "core/CacheFile.h"
#include "core/Bytes.h"
#include "core/ReadSized.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sweeper {

/// Bumped whenever an entry's layout or meaning changes.
static const unsigned CacheFormat = 2;
static const char Magic[] = "SWPCACHE";
static const uint64_t MaxCacheFile = uint64_t(1) << 30;

std::string hexOf(const Digest &D) {
  static const char Hex[] = "0123456789abcdef";
  std::string S;
  for (uint8_t B : D) {
    S += Hex[B >> 4];
    S += Hex[B & 15];
  }
  return S;
}

llvm::StringRef bytesOf(const Digest &D) {
  return {reinterpret_cast<const char *>(D.data()), D.size()};
}

KeyHasher &KeyHasher::add(llvm::StringRef S) {
  add(uint64_t(S.size()));
  H.update(S);
  return *this;
}

KeyHasher &KeyHasher::add(uint64_t V) {
  uint8_t B[8];
  for (int I = 0; I < 8; ++I)
    B[I] = uint8_t(V >> (8 * I));
  H.update(llvm::ArrayRef<uint8_t>(B, 8));
  return *this;
}

Digest digestOf(llvm::StringRef Bytes) {
  return llvm::BLAKE3::hash(llvm::arrayRefFromStringRef(Bytes));
}

int64_t wallNowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

const std::string &toolIdentity() {
  static const std::string Id = [] {
    std::string Exe = llvm::sys::fs::getMainExecutable("sweeper", nullptr);
    std::optional<StatSig> S = statSig(Exe);
    return "backend-sweeper " SWEEPER_VERSION " llvm " LLVM_VERSION_STRING
           " format " +
           std::to_string(CacheFormat) + " exe " + Exe + " " +
           (S ? std::to_string(S->Size) + " " + std::to_string(S->MtimeNs)
              : std::string("?"));
  }();
  return Id;
}

std::string sealHeader(char Kind, const Digest &RunKey, llvm::StringRef Body) {
  ByteWriter W;
  W.raw(Magic);
  W.raw(llvm::StringRef(&Kind, 1));
  W.str(toolIdentity());
  W.raw(bytesOf(RunKey));
  W.num(llvm::xxh3_64bits(Body));
  return W.take();
}

std::string sealCacheFile(char Kind, const Digest &RunKey,
                          llvm::StringRef Body) {
  return sealHeader(Kind, RunKey, Body) + Body.str();
}

std::optional<llvm::StringRef> openCacheFile(llvm::StringRef Bytes, char Kind,
                                             const Digest &RunKey,
                                             std::string &Problem) {
  ByteReader R(Bytes);
  llvm::StringRef M = R.raw(sizeof(Magic) - 1), K = R.raw(1);
  if (!R.ok() || M != Magic || K != llvm::StringRef(&Kind, 1)) {
    Problem = "not a sweeper cache file of this kind";
    return std::nullopt;
  }
  llvm::StringRef Id = R.str();
  if (R.ok() && Id != toolIdentity()) {
    Problem = "written by another version or build of sweeper";
    return std::nullopt;
  }
  llvm::StringRef Key = R.raw(RunKey.size());
  uint64_t Sum = R.num();
  if (!R.ok()) {
    Problem = "truncated";
    return std::nullopt;
  }
  if (Key != bytesOf(RunKey))
    return std::nullopt; // another rule pack or options: a plain miss
  llvm::StringRef Body = R.rest();
  if (llvm::xxh3_64bits(Body) != Sum) {
    Problem = "corrupt (checksum mismatch)";
    return std::nullopt;
  }
  return Body;
}

std::optional<llvm::SmallVector<char, 0>>
readCacheFile(const CacheSpec &C, llvm::StringRef Name, std::string &Problem) {
  std::string Path = C.Dir + "/" + Name.str();
  // No symlink out of the directory; a FIFO planted there must not block.
  int FD = ::open(Path.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
  if (FD < 0) {
    if (errno != ENOENT)
      Problem = errno == ELOOP ? "a symlink" : std::strerror(errno);
    return std::nullopt;
  }
  struct stat St;
  // Read once at its size and handed on, not copied: a 23 MB index read
  // through a growing buffer and then copied was touched three times, in
  // fresh pages each time.
  llvm::SmallVector<char, 0> Buf;
  if (::fstat(FD, &St) != 0 || !S_ISREG(St.st_mode))
    Problem = "not a regular file";
  else if (uint64_t(St.st_size) > MaxCacheFile)
    Problem = "larger than 1 GiB";
  else if (llvm::Error E = readSized(FD, St.st_size, MaxCacheFile, Buf))
    Problem = llvm::toString(std::move(E));
  else if (Buf.size() > MaxCacheFile) // it grew while it was read
    Problem = "larger than 1 GiB";
  ::close(FD);
  if (!Problem.empty())
    return std::nullopt;
  return Buf;
}

llvm::Error writeCacheFile(const CacheSpec &C, llvm::StringRef Name,
                           llvm::ArrayRef<llvm::StringRef> Pieces) {
  int FD = -1;
  llvm::SmallString<256> Tmp;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(
          C.Dir + "/" + Name + ".tmp-%%%%%%%%", FD, Tmp))
    return llvm::errorCodeToError(EC);
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    for (llvm::StringRef P : Pieces)
      OS << P;
    OS.close();
    if (OS.has_error()) {
      std::error_code EC = OS.error();
      OS.clear_error();
      llvm::sys::fs::remove(Tmp);
      return llvm::errorCodeToError(EC);
    }
  }
  if (std::error_code EC = llvm::sys::fs::rename(Tmp, C.Dir + "/" + Name)) {
    llvm::sys::fs::remove(Tmp);
    return llvm::errorCodeToError(EC);
  }
  return llvm::Error::success();
}

} // namespace sweeper
