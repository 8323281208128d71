// A watcher's answer as the socket carries it and a record keeps it: a
// round trip keeps every field, and anything but exactly one token is no
// answer (a scan then sweeps).
#include "watch/Watch.h"
#include <catch2/catch.hpp>

using namespace sweeper;

static WatchToken sample() {
  return {"0123456789abcdef0123456789abcdef", 42, "/work/tree with space\n"};
}

TEST_CASE("a watcher's token survives its bytes", "[watch]") {
  std::optional<WatchToken> T = decodeToken(encodeToken(sample()));
  REQUIRE(T);
  CHECK(*T == sample());
}

TEST_CASE("anything but one token is no answer", "[watch]") {
  std::string Good = encodeToken(sample());
  CHECK_FALSE(decodeToken(""));
  CHECK_FALSE(decodeToken(Good.substr(0, Good.size() - 1))); // truncated
  CHECK_FALSE(decodeToken(Good + "x"));                      // trailing
  std::string Upper = Good;
  Upper[16] = 'A'; // the instance is lowercase hex
  CHECK_FALSE(decodeToken(Upper));
  std::string Relative = encodeToken({sample().Instance, 1, "tree"});
  CHECK_FALSE(decodeToken(Relative));
  CHECK_FALSE(decodeToken("sweeper-watch 2 " + Good.substr(16)));
  CHECK_FALSE(decodeToken("sweeper-watch 1 0123 1 1\n/"));
}
