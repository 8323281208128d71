// Key paths in YAML streams: every document, at its own lines, and no
// endless loop on the streams that make yaml-cpp 0.7's LoadAll spin.
#include "scanners/KeyPaths.h"
#include <catch2/catch.hpp>

using namespace sweeper;

/// The offset of 1-based (Line, Column) in \p Text.
static size_t offsetAt(llvm::StringRef Text, unsigned Line, unsigned Column) {
  size_t At = 0;
  for (unsigned L = 1; L < Line; ++L)
    At = Text.find('\n', At) + 1;
  return At + Column - 1;
}

TEST_CASE("key paths across documents keep their lines", "[keypaths]") {
  const char *Text =
      "first: 1\n---\nsecond:\n  inner: x\n...\n--- {third: y}\n";
  KeyPaths K(Text);
  REQUIRE(K.parsed());
  CHECK(K.at(offsetAt(Text, 1, 8)) == "first");
  CHECK(K.at(offsetAt(Text, 4, 10)) == "second.inner");
  CHECK(K.at(offsetAt(Text, 6, 13)) == "third");
  CHECK(K.places(Text) == std::vector<std::string>{"1:1 first", "3:1 second",
                                                   "4:3 second.inner",
                                                   "6:6 third"});
}

TEST_CASE("a stray comma ends, not loops", "[keypaths]") {
  // jbeder/yaml-cpp#1040: LoadAll never returned on these.
  for (const char *Text : {",\n\"mps\": 1\n", "{},\nmps: 1\n", ","}) {
    KeyPaths K(Text);
    INFO(Text);
    CHECK(K.at(offsetAt(Text, 2, 1)).empty());
  }
}

TEST_CASE("deep long keys: each node keeps its own key, paths are capped",
          "[keypaths]") {
  // 300 nested keys of 200 bytes: whole paths per node would be 18 MB.
  std::string Text;
  for (int I = 0; I < 300; ++I)
    Text += std::string(2 * I, ' ') + "k" + std::to_string(I) +
            std::string(200, 'x') + ":\n";
  for (int I = 0; I < 3; ++I)
    Text += std::string(600, ' ') + "- mps\n";
  KeyPaths K(Text);
  REQUIRE(K.parsed());
  std::string P = K.at(offsetAt(Text, 302, 603));
  CHECK_THAT(P, Catch::StartsWith("...") && Catch::EndsWith("x[1]"));
  CHECK(P.size() == 3 + 512);
  CHECK(K.at(offsetAt(Text, 2, 3)) ==
        "k0" + std::string(200, 'x') + ".k1" + std::string(200, 'x'));
}

TEST_CASE("an alias to an anchor its document lacks does not parse",
          "[keypaths]") {
  // A fix that deletes the job holding `&steps` must not pass as
  // well-formed: yaml-cpp refused such YAML, and so do the key paths.
  CHECK(KeyPaths("a: &s [1]\nb: *s\n").parsed());
  CHECK_FALSE(KeyPaths("b: *s\n").parsed());
  CHECK_FALSE(KeyPaths("a: &s [1]\n---\nb: *s\n").parsed());
  CHECK(KeyPaths("a: &s [1]\n---\nb: &s [2]\nc: *s\n").parsed());
}

TEST_CASE("places past the last one asked about are not kept", "[keypaths]") {
  // Block YAML and flow alike, the whole text is still read: an error
  // after the place still refuses it.
  for (std::string Text : {std::string("a: 1\nb:\n  c: mps\nd:\n  e: 2\n"),
                           std::string("{a: 1, b: {c: mps}, d: {e: 2}}\n")}) {
    INFO(Text);
    size_t Hit = Text.find("mps");
    KeyPaths All(Text), Upto(Text, Hit);
    REQUIRE(Upto.parsed());
    CHECK(Upto.at(Hit) == "b.c");
    CHECK(Upto.at(Hit) == All.at(Hit));
    std::vector<std::string> Kept = Upto.places(Text);
    CHECK(Kept.size() < All.places(Text).size());
    CHECK(Kept.back().find("b.c") != std::string::npos);
    CHECK_FALSE(KeyPaths(Text + "x: [\n", Hit).parsed());
  }
}

TEST_CASE("brackets nested too deep are refused", "[keypaths]") {
  // LLVM's parser recurses into flow collections, so more than 1,000 open
  // brackets anywhere refuse the text before it is parsed.
  for (const std::string &Text : {"a: |\n  " + std::string(1001, '[') + "\n",
                                  "a: 1\n# " + std::string(1001, '[') + "\n",
                                  "a: x" + std::string(1001, '{') + "\n"})
    CHECK_FALSE(KeyPaths(Text).parsed());
  CHECK(KeyPaths("a: 1\n# " + std::string(999, '[') + "\n").parsed());
}
