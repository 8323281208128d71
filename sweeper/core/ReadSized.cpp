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

/// The file's bytes, sized by fstat: the first read asks for one byte more
/// than \p Size, so most files take one read() and a file that grew since
/// is read on (up to \p Limit and one byte, for the caller to call huge).
/// A size of 0 (a pseudo-file) is read to EOF the same way.
llvm::Error readSized(int FD, uint64_t Size, uint64_t Limit,
                      llvm::SmallVectorImpl<char> &Buf) {
  Buf.clear();
  return readOn(FD, Size, Limit, Buf);
}

llvm::Error readOn(int FD, uint64_t Size, uint64_t Limit,
                   llvm::SmallVectorImpl<char> &Buf) {
  size_t Got = Buf.size();
  if (Got > Size)
    return readUntil(FD, 64 * 1024, Limit, Buf);
  Buf.resize_for_overwrite(Size + 1);
  // A read of a regular file returns less than asked only at its end, or
  // past the kernel's cap of a read (2 GB), where it goes on.
  while (Got <= Size) {
    size_t Ask = Size + 1 - Got;
    llvm::Expected<size_t> N = llvm::sys::fs::readNativeFile(
        FD, llvm::MutableArrayRef<char>(Buf.data() + Got, Ask));
    if (!N) {
      Buf.truncate(Got);
      return N.takeError();
    }
    Got += *N;
    if (*N == 0 || (*N < Ask && Ask <= (size_t(1) << 30)))
      break;
  }
  Buf.truncate(Got);
  if (Got <= Size)
    return llvm::Error::success();
  return readUntil(FD, 64 * 1024, Limit, Buf);
}

llvm::Error readHead(int FD, size_t N, llvm::SmallVectorImpl<char> &Buf) {
  Buf.clear();
  return readUntil(FD, N, N - 1, Buf);
}

} // namespace sweeper
