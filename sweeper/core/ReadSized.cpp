#include "core/ReadSized.h"
#include "llvm/Support/FileSystem.h"
#include <algorithm>

namespace sweeper {

/// Reads \p FD into \p Buf from its end until EOF or \p Limit bytes and
/// one more, asking for up to \p Most bytes at a time.
static llvm::Error readUntil(int FD, uint64_t Most, uint64_t Limit,
                             llvm::SmallVectorImpl<char> &Buf) {
  while (Buf.size() <= Limit) {
    size_t At = Buf.size();
    size_t Ask = std::min<uint64_t>(Most, Limit + 1 - At);
    Buf.resize_for_overwrite(At + Ask);
    llvm::Expected<size_t> N = llvm::sys::fs::readNativeFile(
        FD, llvm::MutableArrayRef<char>(Buf.data() + At, Ask));
    if (!N) {
      Buf.truncate(At);
      return N.takeError();
    }
    Buf.truncate(At + *N);
    if (*N == 0)
      break;
  }
  return llvm::Error::success();
}

llvm::Error readSized(int FD, uint64_t Size, uint64_t Limit,
                      llvm::SmallVectorImpl<char> &Buf) {
  Buf.clear();
  return readOn(FD, Size, Limit, Buf);
}

/// The first read asks for the rest of the file's size by fstat and one
/// byte more; a file that grew since is read on, up to \p Limit and one
/// byte, for the caller to call huge. A size of 0 (a pseudo-file) is read
/// to EOF the same way.
llvm::Error readOn(int FD, uint64_t Size, uint64_t Limit,
                   llvm::SmallVectorImpl<char> &Buf) {
  uint64_t Rest = Size + 1 > Buf.size() ? Size + 1 - Buf.size() : 0;
  return readUntil(FD, std::max<uint64_t>(Rest, 64 * 1024), Limit, Buf);
}

llvm::Error readHead(int FD, size_t N, llvm::SmallVectorImpl<char> &Buf) {
  Buf.clear();
  return readUntil(FD, N, N - 1, Buf);
}

} // namespace sweeper
