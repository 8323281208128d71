// The tree-relative path helpers answer as llvm::sys::path does for the
// paths the walk gives.
#include "core/Paths.h"
#include "llvm/Support/Path.h"
#include <catch2/catch.hpp>

using namespace sweeper;

TEST_CASE("file names and directories of tree paths", "[core]") {
  for (llvm::StringRef P :
       {"a.txt", "docs/conf.py", "backends/apple/mps/x.h", "a/b/c/d",
        ".github/workflows/ci.yml", "dir/.hidden", "a b/c d.md", "x//y",
        "deep/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z.cpp"}) {
    CAPTURE(P);
    CHECK(fileNameOf(P) == llvm::sys::path::filename(P));
    CHECK(dirOf(P) == llvm::sys::path::parent_path(P));
  }
}
