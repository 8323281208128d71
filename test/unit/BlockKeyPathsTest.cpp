// The line reader of block YAML against LLVM's parser: on every text it
// takes, the same places with the same paths; what it refuses, LLVM reads.
#include "scanners/KeyPaths.h"
#include <catch2/catch.hpp>
#include <string>

using namespace sweeper;
using R = KeyPaths::Reader;

static void sameAsLlvm(const std::string &Text) {
  INFO(Text);
  KeyPaths Block(Text, llvm::StringRef::npos, R::Block);
  KeyPaths Llvm(Text, llvm::StringRef::npos, R::Llvm);
  REQUIRE(Block.parsed());
  CHECK(Llvm.parsed());
  CHECK(Block.places(Text) == Llvm.places(Text));
}

TEST_CASE("block YAML: the line reader's places are LLVM's", "[yaml]") {
  sameAsLlvm("a: 1\nb:\n  c: x\n  d: 'q'\ne: \"s\" # c\n");
  sameAsLlvm("jobs:\n  test:\n    runs-on: ubuntu\n    steps:\n"
             "      - uses: actions/checkout@v4\n"
             "      - name: Build\n        run: |\n          make -j2\n\n"
             "          echo ${{ matrix.x }}: done\n"
             "        env:\n          A: b\n      - run: >-\n"
             "          folded\n  other: not [a, flow] x\n");
  sameAsLlvm("- a\n- b: 1\n  c: 2\n-   d\n");
  sameAsLlvm("  indented: root\n  second: key # comment\n# end\n");
  sameAsLlvm("a:\n# between\n  b: 1\nc:\nd: http://x.y/z\n");
  sameAsLlvm("a:\n  - x\n  - y\n  -  z: 1\n     w: 2\nb: ~\n");
  sameAsLlvm("k: v#not-a-comment\n$schema: x\nv1.2-a/b: c\n");
  sameAsLlvm("needs: [build, test-nova]  # flow\nempty: [ ]\nb: [ x ,y]\n");
  sameAsLlvm("# caf\xc3\xa9 \xe2\x80\x94 note\na: caf\xc3\xa9\nb: |\n  "
             "\xf0\x9f\x99\x82\n");
}

TEST_CASE("block YAML: what the line reader leaves to LLVM", "[yaml]") {
  for (const char *Text : {"",
                           "# only a comment\n",
                           "a: b\n  continued\n",
                           "a:\n- compact\n",
                           "a: &x 1\nb: *x\n",
                           "{a: 1}\n",
                           "a: {b: 1}\n",
                           "---\na: 1\n",
                           "a: 1\n---\nb: 2\n",
                           "\"quoted key\": 1\n",
                           "a: 'it''s'\n",
                           "a: \"esc\\n\"\n",
                           "a: b: c\n",
                           "a:\tb\n",
                           "a: |2\n  x\n",
                           "key with spaces: 1\n",
                           "- - nested\n",
                           "a: 1\n  b: 2\n",
                           "a:\n    b: 1\n  c: 2\n",
                           "? complex\n",
                           "a: [x, 'y']\n",
                           "a: [x, [y]]\n",
                           "a: [x,]\n",
                           "a: [x] y\n",
                           "a: \xef\xbb\xbfx\n",
                           "a: \xc3x\n",
                           "a: |\n    x\n   y\n",
                           "a: 1\r\nb: 2\r\n",
                           "a:b\n",
                           "-\n  x\n"}) {
    INFO(Text);
    CHECK_FALSE(KeyPaths(Text, llvm::StringRef::npos, R::Block).parsed());
  }
}

TEST_CASE("block YAML: brackets nested too deep refuse both readers",
          "[yaml]") {
  // LLVM's parser recurses into flow collections, so more than 1,000 open
  // brackets anywhere refuse the text; the line reader follows suit.
  for (const std::string &Text : {"a: |\n  " + std::string(1001, '[') + "\n",
                                  "a: 1\n# " + std::string(1001, '[') + "\n",
                                  "a: x" + std::string(1001, '{') + "\n"}) {
    CHECK_FALSE(KeyPaths(Text, llvm::StringRef::npos, R::Block).parsed());
    CHECK_FALSE(KeyPaths(Text).parsed());
  }
  CHECK(KeyPaths("a: 1\n# " + std::string(999, '[') + "\n").parsed());
}

TEST_CASE("block YAML: a refused text is still read by LLVM", "[yaml]") {
  KeyPaths K("a: &x 1\nb: *x\n");
  REQUIRE(K.parsed());
  CHECK(K.at(11) == "b"); // line 2, column 4: the alias
  CHECK(K.at(7) == "a");
}
