#include "core/Utf8.h"
#include "llvm/Support/ConvertUTF.h"
#include <cstdint>
#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace sweeper {

/// True if the 64 bytes at \p P are all ASCII.
static bool isAscii64(const char *P) {
#if defined(__SSE2__)
  auto Load = [&](int I) {
    return _mm_loadu_si128(reinterpret_cast<const __m128i *>(P) + I);
  };
  __m128i Or = _mm_or_si128(_mm_or_si128(Load(0), Load(1)),
                            _mm_or_si128(Load(2), Load(3)));
  return _mm_movemask_epi8(Or) == 0;
#else
  uint64_t W[8];
  std::memcpy(W, P, 64);
  return !((W[0] | W[1] | W[2] | W[3] | W[4] | W[5] | W[6] | W[7]) &
           0x8080808080808080ull);
#endif
}

// ASCII is checked 64 bytes at a time, and after each multi-byte sequence
// the fast path resumes: a copyright sign in a header costs one sequence's
// check, not a byte-by-byte validation of the rest of the file.
bool isUtf8(llvm::StringRef T) {
  const auto *P = reinterpret_cast<const llvm::UTF8 *>(T.data());
  const auto *End = P + T.size();
  while (P < End) {
    // SSE2 reads 64 bytes a step: GCC made the portable form a loop of
    // stack loads, a tenth of a sweep's user time.
    for (; End - P >= 64 && isAscii64(reinterpret_cast<const char *>(P));
         P += 64) {
    }
    while (P < End && *P < 0x80)
      ++P;
    if (P == End)
      return true;
    if (!llvm::isLegalUTF8Sequence(P, End))
      return false;
    P += llvm::getNumBytesForUTF8(*P);
  }
  return true;
}

} // namespace sweeper
