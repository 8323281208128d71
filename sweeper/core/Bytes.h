#pragma once
/// Bytes out and in for the result cache: a writer that appends, and a
/// reader that checks every read against what is left and fails for good
/// at the first bad one, so a truncated or hostile file can only miss.
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <string>

namespace sweeper {

class ByteWriter {
public:
  void num(uint64_t V); ///< ULEB128
  void str(llvm::StringRef S) {
    num(S.size());
    Out.append(S.data(), S.size());
  }
  void raw(llvm::StringRef S) { Out.append(S.data(), S.size()); }
  void reserve(size_t N) { Out.reserve(N); }
  const std::string &bytes() const { return Out; }
  std::string take() { return std::move(Out); }

private:
  std::string Out;
};

class ByteReader {
public:
  explicit ByteReader(llvm::StringRef Data) : Left(Data) {}
  uint64_t num();
  /// A number that must be below \p Limit (an enum's range, a count).
  uint64_t below(uint64_t Limit);
  /// A count of items at least one byte each: never more than is left, so
  /// a forged count cannot make the caller reserve gigabytes.
  uint64_t count() { return below(Left.size() + 1); }
  llvm::StringRef str();
  llvm::StringRef raw(uint64_t Size);
  llvm::StringRef rest() { return raw(Left.size()); }
  bool ok() const { return Ok; }
  bool atEnd() const { return Ok && Left.empty(); }

private:
  // The bytes not yet read, as a StringRef rather than LLVM's stream
  // reader: a warm run decodes millions of numbers, and the stream's
  // virtual reads cost more than the decoding.
  llvm::StringRef Left;
  bool Ok = true;
};

} // namespace sweeper
