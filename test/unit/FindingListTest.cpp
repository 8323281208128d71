#include "core/FindingList.h"
#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

using namespace sweeper;

namespace {
Finding at(std::string Path, unsigned Line, std::string Message = "") {
  Finding F;
  F.Loc = {std::move(Path), Line, 1, 0};
  F.Message = std::move(Message);
  return F;
}

std::vector<std::string> shown(const FindingList &L) {
  std::vector<std::string> Out;
  for (const Finding &F : L)
    Out.push_back(F.Loc.Path + ":" + std::to_string(F.Loc.Line) + F.Message);
  return Out;
}
} // namespace

// Every way in (a file's list, one finding, a brace list) and every change
// (erasing, sorting, moving, copying) keeps the findings in their order.
TEST_CASE("a finding list reads as one vector in its order", "[findings]") {
  FindingList L;
  L.append({at("a.py", 1), at("a.py", 7)});
  L.append({});
  L.push_back(at("z.md", 2));
  L.append({at("b.txt", 3)});
  CHECK(shown(L) ==
        std::vector<std::string>{"a.py:1", "a.py:7", "z.md:2", "b.txt:3"});
  CHECK(L.size() == 4);
  CHECK(L[2].Loc.Path == "z.md");
  L.back().Message = "!";
  CHECK(L[3].Message == "!");

  // Stable: the two findings at b.txt:3 keep the order they came in.
  L.push_back(at("b.txt", 3, "second"));
  L.stableSort([](const Finding &A, const Finding &B) {
    return std::tie(A.Loc.Path, A.Loc.Line) < std::tie(B.Loc.Path, B.Loc.Line);
  });
  CHECK(shown(L) == std::vector<std::string>{"a.py:1", "a.py:7", "b.txt:3!",
                                             "b.txt:3second", "z.md:2"});

  L.eraseIf([](const Finding &F) { return F.Loc.Line == 7; });
  CHECK(shown(L) == std::vector<std::string>{"a.py:1", "b.txt:3!",
                                             "b.txt:3second", "z.md:2"});

  FindingList Copy = L;
  L[0].Message = "changed";
  CHECK(Copy[0].Message.empty());
  FindingList Moved = std::move(L);
  for (int I = 0; I < 100; ++I)
    Moved.push_back(at("later", unsigned(I)));
  CHECK(Moved[0].Message == "changed");
  CHECK(Moved[3].Loc.Path == "z.md");
  CHECK(Moved.size() == 104);

  FindingList Braced = {at("x", 1), at("y", 2)};
  CHECK(shown(Braced) == std::vector<std::string>{"x:1", "y:2"});
}
