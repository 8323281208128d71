#pragma once
/// Searches for bytes and short strings, 16 places at a time: the scanners
/// ask where the next parenthesis, quote, newline or removed name is over
/// every file with a hit, and StringRef::find_first_of, memmem and a memchr
/// per line read one byte at a time or pay a call per short line.
#include "llvm/ADT/StringRef.h"
#include <cstddef>
#include <vector>

namespace sweeper {

/// The first offset at or after \p From whose byte is in \p Set; npos if
/// none. As StringRef::find_first_of, faster for a Set of up to 8 bytes.
size_t findAnyOf(llvm::StringRef Text, llvm::StringRef Set, size_t From = 0);

/// The first offset at or after \p From where \p Needle starts; npos if
/// none. As memmem, which glibc runs a byte at a time: this compares a
/// needle's first and last bytes 16 places at a time and memcmp's only
/// where both agree.
size_t findLiteral(llvm::StringRef Text, llvm::StringRef Needle,
                   size_t From = 0);

/// True if the 64 bytes at \p P are all ASCII: the UTF-8 check's fast path,
/// which every byte of every file passes.
bool isAscii64(const char *P);

/// Whether \p T is UTF-8, as llvm::json::isUTF8 says (LLVM's rules for each
/// sequence), with ASCII checked 64 bytes at a time.
bool isUtf8(llvm::StringRef T);

/// isUtf8(T), and where T's first carriage return is (npos if none), in
/// one pass: the summary asks both of every file, and a second pass for
/// the CR read each file's bytes again.
struct Utf8AndCR {
  bool Utf8 = true;
  size_t FirstCR = llvm::StringRef::npos;
};
Utf8AndCR utf8AndFirstCR(llvm::StringRef T);

/// The first offset at or after \p From of a byte a JSON string escapes (a
/// control byte, a quote, a backslash); npos if none.
size_t findJsonEscape(llvm::StringRef Text, size_t From = 0);

/// How many bytes of \p Text are control bytes other than tab, newline,
/// form feed and carriage return: the binary test counts them in the first
/// 8000 bytes of every file with a NUL there, and a byte loop over random
/// bytes mispredicts a branch at every other byte.
size_t countControlBytes(llvm::StringRef Text);

/// Appends the offset just past each '\n' in \p Text that is not its last
/// byte: with a 0 in front, the start of every line.
void appendLineStarts(llvm::StringRef Text, std::vector<size_t> &Out);

} // namespace sweeper
