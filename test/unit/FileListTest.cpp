#include "structure/FileList.h"
#include <catch2/catch.hpp>
#include <string>
#include <vector>

using namespace sweeper;

static std::vector<std::string> listed(const FileList &L) {
  return std::vector<std::string>(L.begin(), L.end());
}

TEST_CASE("a file list holds each path once, in byte order", "[filelist]") {
  // Short paths live inside their strings: the move must keep them there.
  FileList Moved({"b/x", "a-b/y", "a/z", "b/x", "Package.swift"});
  FileList L = std::move(Moved);
  CHECK(listed(L) ==
        std::vector<std::string>{"Package.swift", "a-b/y", "a/z", "b/x"});
  CHECK(L.size() == 4);
  CHECK(L.contains("a/z"));
  CHECK(L.contains("b/x"));
  CHECK_FALSE(L.contains("a"));
  CHECK_FALSE(L.contains("a/z/"));
  CHECK_FALSE(L.contains("A/z"));
  CHECK_FALSE(FileList().contains(""));
  CHECK(FileList().empty());
}

TEST_CASE("a file list views strings it does not own", "[filelist]") {
  std::vector<std::string> Walked = {"src/a.cc", "docs/x.md", "CMakeLists.txt",
                                     "docs/x.md"};
  FileList L;
  L.assignViews({Walked.begin(), Walked.end()});
  CHECK(listed(L) ==
        std::vector<std::string>{"CMakeLists.txt", "docs/x.md", "src/a.cc"});
  CHECK(L.contains("src/a.cc"));
  CHECK(L.begin()->data() == Walked[2].data());
}
