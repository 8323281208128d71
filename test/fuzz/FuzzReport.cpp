// A pull request names its files too: a file at any path (newlines, `::`,
// `%`, `]]`, non-UTF-8 bytes) with any content, scanned as a sweep scans
// it, then every reporter on the outcome. The JSON and SARIF output must
// parse as JSON whatever the bytes.
//
// Input: the file's path up to the first NUL byte (a path cannot hold one),
// then its content. No NUL: the whole input is the content of notes.md.
#include "FuzzSupport.h"
#include <cstddef>
#include <cstdint>

using namespace sweeper;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  const fuzz::ExampleTree &T = fuzz::exampleTree();
  llvm::StringRef In(reinterpret_cast<const char *>(Data), Size);
  size_t Nul = In.find('\0');
  llvm::StringRef Path =
      Nul == llvm::StringRef::npos ? "notes.md" : In.take_front(Nul);
  llvm::StringRef Text =
      Nul == llvm::StringRef::npos ? In : In.drop_front(Nul + 1);
  if (Path.empty())
    return 0; // the walker never yields one
  FileOutcome Out = scanText({T.Pack, T.M, T.View}, Path, Text);
  fuzz::renderReports(T.Pack, Path, Out);
  return 0;
}
