#pragma once
/// The result cache's files (--cache DIR): what an entry's key is made of,
/// how a file's bytes are recognised without reading them, and how a cache
/// file is written (atomically) and read (never trusted: a file that is not
/// exactly what this build wrote for this run's key is a miss).
#include "core/StatSig.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/Error.h"
#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace sweeper {

using Digest = std::array<uint8_t, 32>;
std::string hexOf(const Digest &D);
llvm::StringRef bytesOf(const Digest &D);

/// BLAKE3 over length-prefixed parts, so ("ab", "c") and ("a", "bc")
/// differ. Cryptographic: a tree cannot forge another content's key.
class KeyHasher {
public:
  KeyHasher &add(llvm::StringRef S);
  KeyHasher &add(uint64_t V);
  KeyHasher &add(const Digest &D) { return add(bytesOf(D)); }
  Digest final() { return H.final(); }

private:
  llvm::BLAKE3 H;
};

Digest digestOf(llvm::StringRef Bytes);

/// Wall clock in nanoseconds since the epoch, as file times are.
int64_t wallNowNs();

/// This build of the tool: its version, LLVM's, the cache format, and the
/// executable's own size and time, so a rebuilt binary (a changed scanner)
/// never reads a predecessor's results as its own.
const std::string &toolIdentity();

/// Where a run's cache lives and what every entry in it is keyed by.
struct CacheSpec {
  std::string Dir;     ///< absolute; empty: no cache
  std::string RealDir; ///< Dir with symlinks resolved
  Digest RunKey{};     ///< tool identity, rule pack, result-changing options
  std::string Name;    ///< this tree's index files: hex of roots and base
  int64_t RunStartNs = 0;
  /// Files larger are huge: a lookup never reads one to hash it.
  uint64_t MaxFileBytes = UINT64_MAX;
  bool enabled() const { return !Dir.empty(); }
};

/// A cache file's bytes: a magic, its kind ('F' files, 'T' translation
/// units), the tool identity, the run key and a checksum of the body.
std::string sealCacheFile(char Kind, const Digest &RunKey,
                          llvm::StringRef Body);
/// What sealCacheFile puts before \p Body: a large body is written after
/// it as it is, not copied behind it into fresh pages.
std::string sealHeader(char Kind, const Digest &RunKey, llvm::StringRef Body);

/// The body of a sealed file, or nullopt. \p Problem is set when the file
/// is not a cache of this build (foreign, truncated, corrupt): the caller
/// notes it. A cache of another rule pack or options is silently a miss.
std::optional<llvm::StringRef> openCacheFile(llvm::StringRef Bytes, char Kind,
                                             const Digest &RunKey,
                                             std::string &Problem);

/// Reads DIR/NAME without following a symlink, only if it is a regular
/// file of at most 1 GiB. nullopt and no \p Problem: it does not exist.
std::optional<llvm::SmallVector<char, 0>>
readCacheFile(const CacheSpec &C, llvm::StringRef Name, std::string &Problem);

/// Writes DIR/NAME through a unique temporary file renamed over it: a
/// reader, or a second sweep sharing the directory, sees the old file or
/// the new one, never half of one. Its bytes are \p Pieces, in order.
llvm::Error writeCacheFile(const CacheSpec &C, llvm::StringRef Name,
                           llvm::ArrayRef<llvm::StringRef> Pieces);

} // namespace sweeper
