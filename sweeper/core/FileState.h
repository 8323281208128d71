#pragma once
/// What a file outside the watched tree held when a recorded run read it
/// (watch/Replay.h), in a form a later run compares with its own reading.
#include "llvm/ADT/StringRef.h"
#include <string>

namespace sweeper {

/// The hex BLAKE3 digest of \p Bytes.
std::string stateOfBytes(llvm::StringRef Bytes);

/// \p Path's state: stateOfBytes of its bytes, "absent", or a string
/// starting "unreadable" (not a regular file, an error, over 1 GiB).
/// Links are followed, as a run follows them; a FIFO does not block.
std::string fileState(const std::string &Path);

/// Whether a recorded run may rely on \p State: a regular file's bytes,
/// or no file (a FIFO's bytes are gone once read).
inline bool stableState(llvm::StringRef State) {
  return !State.starts_with("unreadable");
}

} // namespace sweeper
