// A --cache directory is as hostile as the tree when CI restores it from a
// cache a pull request could have written: the seal's key is no secret. An
// outcome read back must never crash the decoder, and one that passes
// plausibleOutcome reaches every reporter as a fresh one would.
//
// Input: the size of the file the entry claims to describe (4 bytes, little
// endian), then the encoded outcome.
#include "FuzzSupport.h"
#include "engine/FileCache.h"
#include <cstddef>
#include <cstdint>

using namespace sweeper;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size < 4)
    return 0;
  uint64_t FileSize = uint64_t(Data[0]) | uint64_t(Data[1]) << 8 |
                      uint64_t(Data[2]) << 16 | uint64_t(Data[3]) << 24;
  llvm::StringRef Bytes(reinterpret_cast<const char *>(Data) + 4, Size - 4);
  FileOutcome O;
  if (!decodeOutcome(Bytes, O) || !plausibleOutcome(O, FileSize))
    return 0;
  // What is stored must read back as itself, or a warm run would print
  // what a cold one did not.
  std::string Stored = encodeOutcome(O);
  FileOutcome Again;
  if (!decodeOutcome(Stored, Again) || encodeOutcome(Again) != Stored)
    fuzz::fail("an outcome does not read back as it was stored");
  fuzz::renderReports(fuzz::exampleTree().Pack, "cached.md", O);
  return 0;
}
