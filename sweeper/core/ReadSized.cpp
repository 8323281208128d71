#include "core/ReadSized.h"
#include "llvm/Support/FileSystem.h"

namespace sweeper {

/// Reads \p FD into \p Buf from its end until EOF or past \p Limit bytes,
/// asking for up to \p Ask bytes at a time.
static llvm::Error readUntil(int FD, uint64_t Ask, uint64_t Limit,
                             llvm::SmallVectorImpl<char> &Buf) {
  while (Buf.size() <= Limit) {
    size_t At = Buf.size();
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
  Buf.resize_for_overwrite(Size + 1);
  size_t Got = 0;
  // A read of a regular file returns less than asked only at its end, or
  // past the kernel's cap of a read (2 GB), where it goes on.
  while (Got <= Size) {
    size_t Ask = Size + 1 - Got;
    llvm::Expected<size_t> N = llvm::sys::fs::readNativeFile(
        FD, llvm::MutableArrayRef<char>(Buf.data() + Got, Ask));
    if (!N)
      return N.takeError();
    Got += *N;
    if (*N == 0 || (*N < Ask && Ask <= (size_t(1) << 30)))
      break;
  }
  Buf.truncate(Got);
  if (Got <= Size)
    return llvm::Error::success();
  return readUntil(FD, 64 * 1024, Limit, Buf);
}

} // namespace sweeper
