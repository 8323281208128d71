// git's index as the walk reads it in-process (walk/GitIndex.cpp): any
// bytes. An index the reader takes must hold what git's own reader would
// let through: known modes, stages 0-3, non-empty names in git's order.
// A hand-written .git (a tarball, a nested repository) is as hostile as
// the tree.
#include "FuzzSupport.h"
#include "walk/GitIndex.h"
#include <cstddef>
#include <cstdint>

using namespace sweeper;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Bytes(reinterpret_cast<const char *>(Data), Size);
  std::optional<GitIndex> Entries = parseGitIndex(Bytes);
  if (!Entries)
    return 0;
  const IndexEntry *Before = nullptr;
  for (const IndexEntry &E : *Entries) {
    if (E.Path.empty() || E.Path.size() > Size)
      fuzz::fail("an entry's name is empty or longer than the index");
    if (E.Stage > 3)
      fuzz::fail("a stage above 3");
    if (E.Mode != 0100644 && E.Mode != 0100755 && E.Mode != 0120000 &&
        E.Mode != 0160000)
      fuzz::fail("a mode git does not write");
    if (Before && !(Before->Path < E.Path ||
                    (Before->Path == E.Path && Before->Stage < E.Stage)))
      fuzz::fail("entries out of git's order");
    Before = &E;
  }
  return 0;
}
