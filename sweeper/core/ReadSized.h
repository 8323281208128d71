#pragma once
/// Bounded reads of a file whose size fstat gave, for the scanned files and
/// the cache's index alike: never more than a limit and one byte, so a file
/// that grows while it is read is still called huge.
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"
#include <cstdint>

namespace sweeper {

/// Reads the open \p FD, of \p Size bytes by fstat, into \p Buf (cleared
/// first). A file that grew since is read on, up to \p Limit and one byte
/// more, for the caller to refuse as too large.
llvm::Error readSized(int FD, uint64_t Size, uint64_t Limit,
                      llvm::SmallVectorImpl<char> &Buf);

/// readSized for a \p Buf that already holds the first bytes of \p FD
/// (readHead's): reads on from there.
llvm::Error readOn(int FD, uint64_t Size, uint64_t Limit,
                   llvm::SmallVectorImpl<char> &Buf);

/// The first \p N bytes of \p FD (fewer at its end) into \p Buf.
llvm::Error readHead(int FD, size_t N, llvm::SmallVectorImpl<char> &Buf);

} // namespace sweeper
