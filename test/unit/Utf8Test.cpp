#include "core/Utf8.h"
#include "llvm/Support/JSON.h"
#include <catch2/catch.hpp>
#include <string>
#include <vector>

using namespace sweeper;

TEST_CASE("isUtf8 agrees with llvm::json::isUTF8", "[bytes]") {
  std::vector<std::string> Seqs = {"",
                                   "a",
                                   "\xc3\xa9",
                                   "\xe2\x82\xac",
                                   "\xf0\x9f\x98\x80", // 2, 3, 4 bytes
                                   "\xc3",
                                   "\xe2\x82",
                                   "\xf0\x9f\x98", // cut short
                                   "\xc0\xaf",
                                   "\xe0\x80\xaf",     // overlong
                                   "\xed\xa0\x80",     // a surrogate
                                   "\xf4\x90\x80\x80", // past U+10FFFF
                                   "\x80",
                                   "\xbf",
                                   "\xfe",
                                   "\xff"};
  for (const std::string &S : Seqs)
    for (size_t Pad : {0u, 1u, 63u, 64u, 65u, 130u}) {
      // The sequence after a run of ASCII the fast path skips, and before.
      for (const std::string &T :
           {std::string(Pad, 'x') + S, S + std::string(Pad, 'x')}) {
        INFO("pad " << Pad << ", " << llvm::json::fixUTF8(S));
        CHECK(isUtf8(T) == llvm::json::isUTF8(T));
      }
    }
}
