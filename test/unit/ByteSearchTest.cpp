#include "core/ByteSearch.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/JSON.h"
#include <catch2/catch.hpp>
#include <string>

using namespace sweeper;

// Each answer is compared with StringRef's own, at every offset of texts
// longer than a 16-byte block, so block edges and the tail are covered.
TEST_CASE("findAnyOf agrees with StringRef::find_first_of", "[bytes]") {
  const std::string Text = "def f(x):\n    return g(\"a\", 'b')  # (c)\n" +
                           std::string(40, 'y') + "()\"'#[\n";
  for (llvm::StringRef Set : {"()", "\"'#[", "(", "\n", "z", "()\"'#[/\\"}) {
    INFO("set " << Set.str());
    for (size_t From = 0; From <= Text.size() + 1; ++From)
      CHECK(findAnyOf(Text, Set, From) ==
            llvm::StringRef(Text).find_first_of(Set, From));
  }
  // More than eight bytes fall back to StringRef's loop, same answer.
  CHECK(findAnyOf(Text, "abcdefghijk", 0) == Text.find_first_of("abcdefghijk"));
  CHECK(findAnyOf("", "()", 0) == llvm::StringRef::npos);
}

TEST_CASE("findLiteral agrees with StringRef::find", "[bytes]") {
  // Near misses (first and last byte right, middle wrong) at block edges.
  std::string Text;
  for (int I = 0; I < 6; ++I)
    Text += std::string(I * 5 % 17, '.') + "nxva nova novanova n\xffva";
  Text += "nova";
  for (llvm::StringRef Needle : {"nova", "na", "n", "a", "nova nova",
                                 "novanova n", "zz", "\xffv", "va"}) {
    INFO("needle " << Needle.str());
    for (size_t From = 0; From <= Text.size() + 1; ++From)
      CHECK(findLiteral(Text, Needle, From) ==
            llvm::StringRef(Text).find(Needle, From));
  }
  CHECK(findLiteral("abc", "", 1) == 1);
  CHECK(findLiteral("abc", "", 4) == llvm::StringRef::npos);
  CHECK(findLiteral("", "a", 0) == llvm::StringRef::npos);
}

TEST_CASE("appendLineStarts: each line's start, none past the end", "[bytes]") {
  auto Starts = [](llvm::StringRef T) {
    std::vector<size_t> Out{0};
    appendLineStarts(T, Out);
    return Out;
  };
  CHECK(Starts("") == std::vector<size_t>{0});
  CHECK(Starts("\n") == std::vector<size_t>{0});
  CHECK(Starts("a\nb") == std::vector<size_t>{0, 2});
  CHECK(Starts("a\n\nb\n") == std::vector<size_t>{0, 2, 3});
  std::string Long;
  std::vector<size_t> Want{0};
  for (int I = 0; I < 50; ++I) {
    Long += std::string(I % 7, 'x') + "\n";
    Want.push_back(Long.size());
  }
  Long += "tail";
  CHECK(Starts(Long) == Want);
}

TEST_CASE("isAscii64: any byte of 0x80 or above in the block", "[bytes]") {
  std::string Block(64, 'a');
  CHECK(isAscii64(Block.data()));
  for (size_t I : {0u, 15u, 16u, 33u, 63u}) {
    std::string B = Block;
    B[I] = '\xc3';
    INFO("byte " << I);
    CHECK_FALSE(isAscii64(B.data()));
  }
}

TEST_CASE("countControlBytes: below 0x20, but for tab, newlines and feed",
          "[bytes]") {
  // Every byte value, at every offset of a 16-byte block and in the tail.
  std::string All;
  for (int C = 0; C < 256; ++C)
    All.push_back(char(C));
  size_t Want = 0;
  for (unsigned char U : All)
    Want += U < 0x20 && U != '\t' && U != '\n' && U != '\r' && U != '\f';
  CHECK(Want == 28);
  for (size_t Shift = 0; Shift < 17; ++Shift) {
    std::string T = std::string(Shift, 'x') + All + std::string(Shift, '\x80');
    INFO("shift " << Shift);
    CHECK(countControlBytes(T) == Want);
  }
  CHECK(countControlBytes("") == 0);
  CHECK(countControlBytes(std::string(40, '\x01')) == 40);
  CHECK(countControlBytes(std::string(40, '\xff')) == 0);
}

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

TEST_CASE("utf8AndFirstCR: isUtf8 and the first CR, in one pass", "[bytes]") {
  // Texts of ASCII runs, carriage returns and UTF-8 (valid or not) laid
  // across 64-byte blocks in every order.
  std::vector<std::string> Parts = {std::string(70, 'x'), "\r",       "\r\n",
                                    "\xc3\xa9",           "\xe2\x82", "\xff",
                                    std::string(63, 'y'), "z"};
  std::vector<std::string> Texts = {""};
  for (int Round = 0; Round < 3; ++Round) {
    std::vector<std::string> Next;
    for (const std::string &T : Texts)
      for (const std::string &P : Parts)
        Next.push_back(T + P);
    llvm::append_range(Texts, Next);
  }
  for (const std::string &T : Texts) {
    INFO(llvm::json::fixUTF8(T));
    Utf8AndCR Got = utf8AndFirstCR(T);
    CHECK(Got.Utf8 == isUtf8(T));
    CHECK(Got.FirstCR == llvm::StringRef(T).find('\r'));
  }
}

TEST_CASE("findJsonEscape: control bytes, quotes and backslashes only",
          "[bytes]") {
  auto Scalar = [](llvm::StringRef T, size_t From) {
    for (size_t I = From; I < T.size(); ++I) {
      auto C = static_cast<unsigned char>(T[I]);
      if (C < 0x20 || C == '"' || C == '\\')
        return I;
    }
    return llvm::StringRef::npos;
  };
  for (int C = 0; C < 256; ++C)
    for (size_t At : {0u, 7u, 15u, 16u, 31u, 40u}) {
      std::string T(48, 'a');
      T[At] = char(C);
      for (size_t From : {size_t(0), At, At + 1}) {
        INFO("byte " << C << " at " << At << " from " << From);
        CHECK(findJsonEscape(T, From) == Scalar(T, From));
      }
    }
  CHECK(findJsonEscape("") == llvm::StringRef::npos);
}
