#include "core/ByteSearch.h"
#include "llvm/Support/ConvertUTF.h"
#include <algorithm>
#include <cstdint>
#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace sweeper {

namespace {

constexpr size_t MaxSet = 8;

#if defined(__SSE2__)
/// A bit per byte of the 16 at \p P that equals one of \p Set.
unsigned matchMask(const char *P, const __m128i *Set, size_t N) {
  __m128i V = _mm_loadu_si128(reinterpret_cast<const __m128i *>(P));
  __m128i Hit = _mm_cmpeq_epi8(V, Set[0]);
  for (size_t I = 1; I < N; ++I)
    Hit = _mm_or_si128(Hit, _mm_cmpeq_epi8(V, Set[I]));
  return unsigned(_mm_movemask_epi8(Hit));
}
#endif

} // namespace

size_t findAnyOf(llvm::StringRef Text, llvm::StringRef Set, size_t From) {
#if defined(__SSE2__)
  if (Set.empty() || Set.size() > MaxSet)
    return Text.find_first_of(Set, From);
  __m128i Splat[MaxSet];
  for (size_t I = 0; I < Set.size(); ++I)
    Splat[I] = _mm_set1_epi8(Set[I]);
  size_t I = From;
  for (; I + 16 <= Text.size(); I += 16)
    if (unsigned M = matchMask(Text.data() + I, Splat, Set.size()))
      return I + __builtin_ctz(M);
  return Text.find_first_of(Set, I);
#else
  return Text.find_first_of(Set, From);
#endif
}

size_t findLiteral(llvm::StringRef Text, llvm::StringRef Needle, size_t From) {
  const size_t N = Needle.size();
  if (N == 0 || From > Text.size())
    return N == 0 && From <= Text.size() ? From : llvm::StringRef::npos;
  if (N == 1 || Text.size() - From < N)
    return Text.find(Needle, From);
#if defined(__SSE2__)
  const __m128i First = _mm_set1_epi8(Needle.front());
  const __m128i Last = _mm_set1_epi8(Needle.back());
  const char *Base = Text.data();
  size_t I = From;
  // Place I + 15 must leave room for the needle: the last load reads
  // through I + N - 1 + 15.
  for (; I + N + 15 <= Text.size(); I += 16) {
    auto Load = [&](size_t At) {
      return _mm_loadu_si128(reinterpret_cast<const __m128i *>(Base + At));
    };
    __m128i Both = _mm_and_si128(_mm_cmpeq_epi8(Load(I), First),
                                 _mm_cmpeq_epi8(Load(I + N - 1), Last));
    for (unsigned M = unsigned(_mm_movemask_epi8(Both)); M; M &= M - 1) {
      size_t At = I + __builtin_ctz(M);
      if (std::memcmp(Base + At + 1, Needle.data() + 1, N - 2) == 0)
        return At;
    }
  }
  return Text.find(Needle, I);
#else
  return Text.find(Needle, From);
#endif
}

bool isAscii64(const char *P) {
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

#if defined(__SSE2__)
/// A bit per byte of the 16 at \p P that is below 0x20: unsigned "below"
/// is "the minimum with 0x1F is the byte itself".
static unsigned controlMask(const char *P) {
  __m128i V = _mm_loadu_si128(reinterpret_cast<const __m128i *>(P));
  return unsigned(_mm_movemask_epi8(
      _mm_cmpeq_epi8(_mm_min_epu8(V, _mm_set1_epi8(0x1F)), V)));
}
#endif

static bool isControl(unsigned char U) {
  return U < 0x20 && U != '\t' && U != '\n' && U != '\r' && U != '\f';
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

/// Whether the 64 bytes at \p P are all ASCII; \p CR gets whether one is
/// a carriage return.
static bool isAscii64NotingCR(const char *P, bool &CR) {
#if defined(__SSE2__)
  const __m128i Ret = _mm_set1_epi8('\r');
  auto Load = [&](int I) {
    return _mm_loadu_si128(reinterpret_cast<const __m128i *>(P) + I);
  };
  __m128i A = Load(0), B = Load(1), C = Load(2), D = Load(3);
  __m128i Or = _mm_or_si128(_mm_or_si128(A, B), _mm_or_si128(C, D));
  __m128i Eq = _mm_or_si128(
      _mm_or_si128(_mm_cmpeq_epi8(A, Ret), _mm_cmpeq_epi8(B, Ret)),
      _mm_or_si128(_mm_cmpeq_epi8(C, Ret), _mm_cmpeq_epi8(D, Ret)));
  CR = _mm_movemask_epi8(Eq) != 0;
  return _mm_movemask_epi8(Or) == 0;
#else
  CR = std::memchr(P, '\r', 64) != nullptr;
  return isAscii64(P);
#endif
}

namespace {
/// The first carriage return of a text, noted as the UTF-8 check reads it.
struct CRNote {
  const char *Begin;
  size_t &FirstCR;
  bool found() const { return FirstCR != llvm::StringRef::npos; }
  void in(const char *From, const char *To) {
    if (found())
      return;
    if (const void *At = std::memchr(From, '\r', To - From))
      FirstCR = static_cast<const char *>(At) - Begin;
  }
};

/// Past the whole 64-byte ASCII blocks from \p P, noting a CR in them
/// until one is found.
const char *skipAsciiBlocks(const char *P, const char *End, CRNote &CR) {
  for (; End - P >= 64; P += 64) {
    bool HasCR = false;
    bool Ascii = CR.found() ? isAscii64(P) : isAscii64NotingCR(P, HasCR);
    if (HasCR)
      CR.in(P, P + 64);
    if (!Ascii)
      break;
  }
  return P;
}
} // namespace

Utf8AndCR utf8AndFirstCR(llvm::StringRef T) {
  Utf8AndCR Out;
  CRNote CR{T.data(), Out.FirstCR};
  const char *P = T.data(), *End = P + T.size();
  while (P < End) {
    P = skipAsciiBlocks(P, End, CR);
    const char *Run = P;
    while (P < End && static_cast<unsigned char>(*P) < 0x80)
      ++P;
    CR.in(Run, P);
    if (P == End)
      return Out;
    const auto *U = reinterpret_cast<const llvm::UTF8 *>(P);
    if (!llvm::isLegalUTF8Sequence(U,
                                   reinterpret_cast<const llvm::UTF8 *>(End))) {
      Out.Utf8 = false;
      CR.in(P, End);
      return Out;
    }
    P += llvm::getNumBytesForUTF8(*U);
  }
  return Out;
}

size_t findJsonEscape(llvm::StringRef Text, size_t From) {
  size_t I = From;
#if defined(__SSE2__)
  const __m128i Special[] = {_mm_set1_epi8('"'), _mm_set1_epi8('\\')};
  for (; I + 16 <= Text.size(); I += 16) {
    const char *P = Text.data() + I;
    if (unsigned M = controlMask(P) | matchMask(P, Special, 2))
      return I + __builtin_ctz(M);
  }
#endif
  for (; I < Text.size(); ++I) {
    auto C = static_cast<unsigned char>(Text[I]);
    if (C < 0x20 || C == '"' || C == '\\')
      return I;
  }
  return llvm::StringRef::npos;
}

size_t countControlBytes(llvm::StringRef Text) {
  size_t I = 0, N = 0;
#if defined(__SSE2__)
  const __m128i Spaces[] = {_mm_set1_epi8('\t'), _mm_set1_epi8('\n'),
                            _mm_set1_epi8('\r'), _mm_set1_epi8('\f')};
  for (; I + 16 <= Text.size(); I += 16) {
    const char *P = Text.data() + I;
    N += __builtin_popcount(controlMask(P) & ~matchMask(P, Spaces, 4));
  }
#endif
  for (; I < Text.size(); ++I)
    N += isControl(Text[I]);
  return N;
}

#if defined(__SSE2__)
/// A bit per byte of the 64 at \p P that is a newline.
__attribute__((always_inline)) inline static uint64_t
newlineMask64(const char *P) {
  const __m128i Newline = _mm_set1_epi8('\n');
  return uint64_t(matchMask(P, &Newline, 1)) |
         uint64_t(matchMask(P + 16, &Newline, 1)) << 16 |
         uint64_t(matchMask(P + 32, &Newline, 1)) << 32 |
         uint64_t(matchMask(P + 48, &Newline, 1)) << 48;
}
#endif

void appendLineStarts(llvm::StringRef Text, std::vector<size_t> &Out) {
  const size_t Had = Out.size();
  size_t I = 0;
#if defined(__SSE2__)
  // Written through a pointer into room made 64 at a time: push_back's
  // capacity check per line cost more than finding the newlines.
  size_t N = Had;
  for (; I + 64 <= Text.size(); I += 64) {
    uint64_t M = newlineMask64(Text.data() + I);
    if (!M)
      continue;
    if (Out.size() < N + 64)
      Out.resize(std::max(Out.size() * 2, N + 64));
    size_t *W = Out.data() + N;
    for (; M; M &= M - 1)
      *W++ = I + __builtin_ctzll(M) + 1;
    N = W - Out.data();
  }
  Out.resize(N);
#endif
  for (; I < Text.size(); ++I)
    if (Text[I] == '\n')
      Out.push_back(I + 1);
  if (Out.size() > Had && Out.back() == Text.size())
    Out.pop_back();
}

} // namespace sweeper
