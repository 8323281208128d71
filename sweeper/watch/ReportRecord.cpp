#include "watch/ReportRecord.h"
#include "core/Bytes.h"
#include "core/FileState.h"
#include "llvm/ADT/STLExtras.h"
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sweeper {

/// One file per key: runs in other formats or with other options keep
/// their own record beside it.
static std::string recordName(const Digest &Key) {
  return "report-" + hexOf(Key).substr(0, 32);
}

/// DIR/NAME mapped, with readCacheFile's refusals (a link, not a regular
/// file, over 1 GiB). Mapping is safe from a writer: records are replaced
/// by a rename, never rewritten in place.
static std::unique_ptr<llvm::MemoryBuffer>
mapRecord(const CacheSpec &C, const std::string &Name, std::string &Problem) {
  std::string Path = C.Dir + "/" + Name;
  int FD = ::open(Path.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
  if (FD < 0) {
    if (errno != ENOENT)
      Problem = errno == ELOOP ? "a symlink" : std::strerror(errno);
    return nullptr;
  }
  struct stat St;
  std::unique_ptr<llvm::MemoryBuffer> Buf;
  if (::fstat(FD, &St) != 0 || !S_ISREG(St.st_mode))
    Problem = "not a regular file";
  else if (St.st_size > (off_t(1) << 30))
    Problem = "larger than 1 GiB";
  else if (auto B = llvm::MemoryBuffer::getOpenFile(
               FD, Path, St.st_size, /*RequiresNullTerminator=*/false))
    Buf = std::move(*B);
  else
    Problem = B.getError().message();
  ::close(FD);
  return Buf;
}

std::string currentInput(InputCheck::Kind What, const std::string &Path) {
  if (What == InputCheck::Bytes)
    return fileState(Path);
  char Real[PATH_MAX];
  return ::realpath(Path.c_str(), Real) ? std::string(Real) : "unresolved";
}

bool inputsUnchanged(const std::vector<InputCheck> &Inputs) {
  return llvm::all_of(Inputs, [](const InputCheck &C) {
    return currentInput(C.What, C.Path) == C.Expect;
  });
}

std::optional<ReportRecord> loadRecord(const CacheSpec &C, const Digest &Key,
                                       std::string &Problem) {
  ReportRecord Rec;
  Rec.Held = mapRecord(C, recordName(Key), Problem);
  if (!Rec.Held)
    return std::nullopt;
  std::optional<llvm::StringRef> Body =
      openCacheFile(Rec.Held->getBuffer(), 'R', Key, Problem);
  if (!Body)
    return std::nullopt;
  ByteReader R(*Body);
  std::optional<WatchToken> Token = decodeToken(R.str());
  for (uint64_t I = 0, N = R.count(); I < N && R.ok(); ++I) {
    auto What = InputCheck::Kind(R.below(2));
    llvm::StringRef Path = R.str(), Expect = R.str();
    Rec.Inputs.push_back({What, Path.str(), Expect.str()});
  }
  Rec.Direct = R.below(2);
  Rec.Status = int(R.below(2));
  Rec.Report = R.str();
  Rec.Diagnostics = R.str();
  if (!Token || !R.atEnd()) {
    Problem = "malformed";
    return std::nullopt;
  }
  Rec.Token = std::move(*Token);
  return Rec;
}

llvm::Error saveRecord(const CacheSpec &C, const Digest &Key,
                       const ReportRecord &Rec) {
  ByteWriter W;
  W.str(encodeToken(Rec.Token));
  W.num(Rec.Inputs.size());
  for (const InputCheck &In : Rec.Inputs) {
    W.num(In.What);
    W.str(In.Path);
    W.str(In.Expect);
  }
  W.num(Rec.Direct);
  W.num(uint64_t(Rec.Status));
  W.str(Rec.Report);
  W.str(Rec.Diagnostics);
  return writeCacheFile(C, recordName(Key),
                        {sealHeader('R', Key, W.bytes()), W.bytes()});
}

} // namespace sweeper
