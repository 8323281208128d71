#include "watch/ReportRecord.h"
#include "core/Bytes.h"

namespace sweeper {

/// One file per key: runs in other formats or with other options keep
/// their own record beside it.
static std::string recordName(const Digest &Key) {
  return "report-" + hexOf(Key).substr(0, 32);
}

std::optional<ReportRecord> loadRecord(const CacheSpec &C, const Digest &Key,
                                       std::string &Problem) {
  std::optional<llvm::SmallVector<char, 0>> Bytes =
      readCacheFile(C, recordName(Key), Problem);
  if (!Bytes)
    return std::nullopt;
  std::optional<llvm::StringRef> Body = openCacheFile(
      llvm::StringRef(Bytes->data(), Bytes->size()), 'R', Key, Problem);
  if (!Body)
    return std::nullopt;
  ByteReader R(*Body);
  std::optional<WatchToken> Token = decodeToken(R.str());
  ReportRecord Rec;
  Rec.Status = int(R.below(2));
  Rec.Report = R.str().str();
  Rec.Diagnostics = R.str().str();
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
  W.num(uint64_t(Rec.Status));
  W.num(Rec.Report.size());
  std::string Head = W.take();
  ByteWriter Tail;
  Tail.str(Rec.Diagnostics);
  std::string Body = Head + Rec.Report + Tail.bytes();
  return writeCacheFile(C, recordName(Key),
                        {sealHeader('R', Key, Body), llvm::StringRef(Body)});
}

} // namespace sweeper
