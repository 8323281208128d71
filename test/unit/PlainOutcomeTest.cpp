// A file's outcome kept in two bytes must give back exactly the counts it
// was made from, and only an outcome with nothing else in it may be kept so.
#include "engine/FileScan.h"
#include <catch2/catch.hpp>

using namespace sweeper;

TEST_CASE("a plain outcome keeps the counts of a file with nothing in it",
          "[engine]") {
  for (FileKind K : {FileKind::Cxx, FileKind::Text, FileKind::Yaml})
    for (int Bits = 0; Bits < 8; ++Bits) {
      FileOutcome O;
      O.Kind = K;
      O.Scanned = true;
      O.HadHits = Bits & 1;
      O.Empty = Bits & 2;
      O.Crlf = Bits & 4;
      std::optional<PlainOutcome> P = PlainOutcome::of(O);
      REQUIRE(P);
      CHECK(P->Flags != 0);
      CHECK(P->kind() == K);
      CHECK(P->hadHits() == O.HadHits);
      CHECK(P->empty() == O.Empty);
      CHECK(P->crlf() == O.Crlf);
    }
}

TEST_CASE("an outcome with more than counts is not plain", "[engine]") {
  auto Scanned = [] {
    FileOutcome O;
    O.Scanned = true;
    return O;
  };
  CHECK_FALSE(PlainOutcome::of(FileOutcome()));
  FileOutcome O = Scanned();
  O.Findings.emplace_back();
  CHECK_FALSE(PlainOutcome::of(O));
  O = Scanned();
  O.Allowed.emplace_back();
  CHECK_FALSE(PlainOutcome::of(O));
  O = Scanned();
  O.Skip = FileSkip{FileSkip::Binary, "binary"};
  CHECK_FALSE(PlainOutcome::of(O));
  O = Scanned();
  O.NonUtf8 = true;
  CHECK_FALSE(PlainOutcome::of(O));
  O = Scanned();
  O.ContentHash = 1;
  CHECK_FALSE(PlainOutcome::of(O));
  O = Scanned();
  O.Nanos = 1;
  CHECK_FALSE(PlainOutcome::of(O));
  O = Scanned();
  O.StructureNanos = 1;
  CHECK_FALSE(PlainOutcome::of(O));
}
