#include "walk/Walker.h"
#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

using namespace sweeper;

// The three paths share one string in whichever way they relate; every
// shape must give back exactly what was put in, also after the list that
// holds it grows (short strings live inside the object and move with it).
TEST_CASE("a walked file gives back its three paths", "[walk]") {
  struct Shape {
    std::string Abs, Rel, Display;
  };
  std::vector<Shape> Shapes = {
      {"/repo/src/a.cpp", "src/a.cpp", "src/a.cpp"},       // root "."
      {"/repo/src/a.cpp", "src/a.cpp", "repo/src/a.cpp"},  // root "repo"
      {"/repo/src/a.cpp", "src/a.cpp", "/repo/src/a.cpp"}, // shown absolute
      {"/r/a", "a", "a"},                                  // short: inline
      {"/r/link", "other/name", "r/other/name"},           // no shared tail
      {"/r/x", "", ""},                                    // a file root
      {"/r/x", "x", "/r/x"},
  };
  std::vector<WalkedFile> Files;
  for (const Shape &S : Shapes) {
    Files.emplace_back(S.Abs, S.Rel, S.Display);
    Files.shrink_to_fit(); // moves every file each time
  }
  for (size_t I = 0; I < Shapes.size(); ++I) {
    CHECK(Files[I].absPath() == Shapes[I].Abs);
    CHECK(Files[I].relPath() == Shapes[I].Rel);
    CHECK(Files[I].displayPath() == Shapes[I].Display);
  }
  WalkedFile Copy = Files[4];
  CHECK(Copy.relPath() == "other/name");
  CHECK(Copy.displayPath() == "r/other/name");
}
