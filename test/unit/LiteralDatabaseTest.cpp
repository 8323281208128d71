// Every occurrence of every literal, wherever it lies in the text: the
// database is the one pass that decides which parts of a file are looked
// at again, so a literal it misses is a leftover nobody sees.
#include "match/LiteralDatabase.h"
#include <catch2/catch.hpp>
#include <random>
#include <set>
#include <string>
#include <utility>

using namespace sweeper;

namespace {

using Occurrences = std::set<std::pair<unsigned, size_t>>;

Occurrences scanAll(const LiteralDatabase &Db, llvm::StringRef Text) {
  Occurrences Seen;
  Db.scan(Text, [&](unsigned Id, size_t Start) {
    CHECK(Seen.insert({Id, Start}).second); // each reported once
  });
  return Seen;
}

} // namespace

// Vectorscan 5.4.9 on AVX-512 machines missed these: a literal ending in
// the last 32 bytes of a buffer longer than about 64.
TEST_CASE("a literal at the end of a long text is found", "[matcher]") {
  LiteralDatabase Db({{"mps", /*Caseless=*/true}, {"sweeper:"}});
  REQUIRE(Db.error().empty());
  for (size_t N = 0; N < 300; ++N) {
    std::string T = "/" + std::string(N, 'd') + "/mps/ @team\n";
    INFO("N = " << N);
    CHECK(scanAll(Db, T) == Occurrences{{0, N + 2}});
  }
  for (size_t Tail = 0; Tail < 100; ++Tail) {
    std::string T = std::string(500, 'x') + " MPS" + std::string(Tail, 'y');
    INFO("Tail = " << Tail);
    CHECK(scanAll(Db, T) == Occurrences{{0, 501}});
  }
}

TEST_CASE("random literal sets: every planted occurrence, no other",
          "[matcher]") {
  std::mt19937 Rng(7);
  auto Pick = [&](llvm::StringRef From) {
    return From[std::uniform_int_distribution<size_t>(0, From.size() - 1)(Rng)];
  };
  auto Uniform = [&](size_t Max) {
    return std::uniform_int_distribution<size_t>(0, Max)(Rng);
  };
  for (int Set = 0; Set < 40; ++Set) {
    // Literals of letters the filler never holds, so only planted ones
    // occur.
    std::vector<LiteralDatabase::Literal> Lits;
    for (size_t K = 1 + Uniform(7); Lits.size() < K;) {
      std::string L;
      for (size_t Len = 1 + Uniform(11); L.size() < Len;)
        L += Pick("abcmpsXYZ:_/-.");
      Lits.push_back({L, Uniform(1) == 1});
    }
    LiteralDatabase Db(Lits);
    REQUIRE(Db.error().empty());
    for (int Case = 0; Case < 100; ++Case) {
      unsigned Id = unsigned(Uniform(Lits.size() - 1));
      std::string T;
      for (size_t N = Uniform(700); T.size() < N;)
        T += Pick("qrtuvw \n");
      size_t At = T.size();
      T += Lits[Id].Text;
      for (size_t N = Uniform(100); N; --N)
        T += Pick("qrtuvw \n");
      Occurrences Seen = scanAll(Db, T);
      INFO("literal '" << Lits[Id].Text << "' at " << At << " of " << T.size());
      CHECK(Seen.count({Id, At}) == 1);
      // Another literal may occur inside the planted one, never outside.
      for (auto [I, S] : Seen)
        CHECK(
            (S >= At && S + Lits[I].Text.size() <= At + Lits[Id].Text.size()));
    }
  }
}

// A failed scan found nothing; read as "no match" it would make a file
// look clean. A second scan started from a match callback finds the
// thread's scratch space in use: it must fail loudly.
TEST_CASE("a scan that Vectorscan refuses throws", "[matcher]") {
  LiteralDatabase Db({{"mps", /*Caseless=*/true}});
  REQUIRE(Db.error().empty());
  std::string Long = "mps" + std::string(400, ' ');
  unsigned Calls = 0;
  Db.scan(Long, [&](unsigned, size_t) {
    ++Calls;
    CHECK_THROWS_WITH(Db.scan(Long, [](unsigned, size_t) {}),
                      "Vectorscan: scan failed: scratch space in use (-10)");
  });
  CHECK(Calls == 1);
}
