// The result cache's bytes: values survive a round trip, and a truncated,
// tampered or forged file can only fail to read (never a crash, never a
// huge allocation, never another run's entries).
#include "core/CacheFile.h"
#include "core/FindingCodec.h"
#include "engine/FileCache.h"
#include <catch2/catch.hpp>

using namespace sweeper;

static Finding sampleFinding() {
  Finding F;
  F.Check = CheckId::StaleAllow;
  F.Sev = Severity::Error;
  F.Loc = {"docs/a.md", 3, 7, 4, 9};
  F.Message = "m";
  F.RelPath = "docs/a.md";
  F.Matched = "nova";
  F.LineText = "see nova";
  F.LineTextColumn = 2;
  F.Notes = {"n1", "n2"};
  F.Fix = {{10, 5, "x"}};
  F.DeletesFile = true;
  return F;
}

TEST_CASE("a finding survives the cache's bytes", "[cache]") {
  ByteWriter W;
  writeFinding(W, sampleFinding());
  ByteReader R(W.bytes());
  Finding G;
  REQUIRE(readFinding(R, G));
  CHECK(R.atEnd());
  CHECK(G.Check == CheckId::StaleAllow);
  CHECK(G.Sev == Severity::Error);
  CHECK(G.Loc.EndLine == 9);
  CHECK(G.Notes == std::vector<std::string>{"n1", "n2"});
  CHECK(G.Fix.size() == 1);
  CHECK(G.Fix[0].Replacement == "x");
  CHECK(G.DeletesFile);
}

TEST_CASE("every truncation of a finding fails to read", "[cache]") {
  ByteWriter W;
  writeFinding(W, sampleFinding());
  const std::string &All = W.bytes();
  for (size_t N = 0; N < All.size(); ++N) {
    ByteReader R(llvm::StringRef(All).take_front(N));
    Finding G;
    CHECK_FALSE(readFinding(R, G));
  }
}

TEST_CASE("forged counts and enums fail to read", "[cache]") {
  ByteWriter W;
  W.num(uint64_t(1) << 40); // a count no file could hold
  ByteReader R(W.bytes());
  CHECK(R.count() == 0);
  CHECK_FALSE(R.ok());
  ByteWriter E;
  E.num(allChecks().size()); // one past the last check id
  ByteReader RE(E.bytes());
  readCheck(RE);
  CHECK_FALSE(RE.ok());
  ByteWriter S;
  S.num(100); // a string longer than what follows
  S.raw("abc");
  ByteReader RS(S.bytes());
  CHECK(RS.str().empty());
  CHECK_FALSE(RS.ok());
}

TEST_CASE("numbers: LEB128 round trip, and bad encodings fail", "[cache]") {
  ByteWriter W;
  for (uint64_t V : {uint64_t(0), uint64_t(127), uint64_t(128), ~uint64_t(0)})
    W.num(V);
  ByteReader R(W.bytes());
  CHECK(R.num() == 0);
  CHECK(R.num() == 127);
  CHECK(R.num() == 128);
  CHECK(R.num() == ~uint64_t(0));
  CHECK(R.atEnd());
  ByteReader Unended("\x80\x80");
  CHECK(Unended.num() == 0);
  CHECK_FALSE(Unended.ok());
  // Eleven groups of seven bits: more than 64 bits.
  ByteReader TooBig("\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01");
  CHECK(TooBig.num() == 0);
  CHECK_FALSE(TooBig.ok());
  // Zero groups past 64 bits are padding, as LLVM reads them.
  const std::string Pad = "\x81" + std::string(10, '\x80') + '\0';
  ByteReader Padded(Pad);
  CHECK(Padded.num() == 1);
  CHECK(Padded.atEnd());
  // A failed read is final: what follows is not read.
  CHECK(TooBig.raw(0).empty());
  CHECK_FALSE(TooBig.atEnd());
}

TEST_CASE("a sealed cache file opens only for its kind and run key",
          "[cache]") {
  Digest Key = digestOf("run"), Other = digestOf("other run");
  std::string File = sealCacheFile('F', Key, "body");
  std::string Problem;
  std::optional<llvm::StringRef> Body = openCacheFile(File, 'F', Key, Problem);
  REQUIRE(Body);
  CHECK(*Body == "body");
  CHECK(Problem.empty());
  // Another pack or options: a miss, but nothing to note.
  CHECK_FALSE(openCacheFile(File, 'F', Other, Problem));
  CHECK(Problem.empty());
  CHECK_FALSE(openCacheFile(File, 'T', Key, Problem));
  CHECK(Problem == "not a sweeper cache file of this kind");
  std::string Tampered = File;
  Tampered.back() ^= 1;
  Problem.clear();
  CHECK_FALSE(openCacheFile(Tampered, 'F', Key, Problem));
  CHECK(Problem == "corrupt (checksum mismatch)");
  for (size_t N = 0; N < File.size() - 4; ++N) {
    Problem.clear();
    CHECK_FALSE(
        openCacheFile(llvm::StringRef(File).take_front(N), 'F', Key, Problem));
    CHECK_FALSE(Problem.empty());
  }
}

TEST_CASE("a settled signature lies clearly before the run", "[cache]") {
  int64_t Start = 100'000'000'000;
  StatSig Old{1, uint64_t(Start - 3'000'000'000),
              uint64_t(Start - 3'000'000'000), 1, 1};
  StatSig Recent = Old;
  Recent.CtimeNs = Start - 1'000'000'000;
  CHECK(Old.settledBefore(Start));
  CHECK_FALSE(Recent.settledBefore(Start));
}

TEST_CASE("cache: a sealed entry must still fit the file it is for",
          "[cache]") {
  FileOutcome O;
  Finding F;
  F.Loc = {"a.cmake", 1, 5, 3, 0};
  F.LineText = "set(mps)";
  F.LineTextColumn = 1;
  F.Fix.push_back({4, 3, ""});
  O.Findings.push_back(F);
  CHECK(plausibleOutcome(O, 9));
  O.Findings[0].Fix[0] = {uint64_t(1) << 63, uint64_t(1) << 63, ""};
  CHECK_FALSE(plausibleOutcome(O, 9));
  O.Findings[0].Fix.clear();
  O.Findings[0].Loc.Column = (1u << 31) - 1;
  CHECK_FALSE(plausibleOutcome(O, 9));
  O.Findings[0].Loc.Column = 5;
  AllowedHit H;
  H.Loc = {"a.cmake", 1, 5, 1u << 30, 0};
  O.Allowed.push_back(H);
  CHECK_FALSE(plausibleOutcome(O, 9));
}

TEST_CASE("an outcome reads back as it was stored, and only whole", "[cache]") {
  FileOutcome O;
  O.Kind = FileKind::Markdown;
  O.Scanned = O.HadHits = true;
  O.Findings = {sampleFinding()};
  std::string Stored = encodeOutcome(O);
  FileOutcome Back;
  REQUIRE(decodeOutcome(Stored, Back));
  CHECK(Back.Kind == FileKind::Markdown);
  CHECK(Back.HadHits);
  REQUIRE(Back.Findings.size() == 1);
  CHECK(Back.Findings[0].Notes == sampleFinding().Notes);
  CHECK(encodeOutcome(Back) == Stored);
  for (size_t N = 0; N < Stored.size(); ++N) {
    FileOutcome Cut;
    CHECK_FALSE(decodeOutcome(llvm::StringRef(Stored).take_front(N), Cut));
  }
  FileOutcome Longer;
  CHECK_FALSE(decodeOutcome(Stored + "x", Longer));
}
