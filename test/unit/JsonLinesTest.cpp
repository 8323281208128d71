#include "report/JsonLines.h"
#include "llvm/Support/JSON.h"
#include <catch2/catch.hpp>
#include <string>

using namespace sweeper;

namespace {
/// The same value written by llvm::json::OStream at \p Depth levels (the
/// lines after the first then carry 2 * Depth more spaces), and by
/// JsonLines.
struct Both {
  std::string Want, Got;
  llvm::raw_string_ostream W{Want}, G{Got};
  llvm::json::OStream J{W, 2};
  JsonLines L{G, 0};
  unsigned Depth;
  explicit Both(unsigned Depth) : L(G, 2 * Depth), Depth(Depth) {}
  /// OStream's text moved to the depth JsonLines wrote at.
  std::string indented() {
    std::string Out;
    for (char C : Want) {
      Out += C;
      if (C == '\n')
        Out += std::string(2 * Depth, ' ');
    }
    return Out;
  }
};
} // namespace

// JsonLines must write llvm::json::OStream's bytes exactly (SARIF reports
// written either way are compared byte for byte): empty and nested objects
// and arrays, strings that need escapes or are not UTF-8, and numbers.
TEST_CASE("JsonLines writes json::OStream's bytes", "[report]") {
  for (unsigned Depth : {0u, 1u, 4u}) {
    Both B(Depth);
    B.J.object([&] {
      B.J.attribute("a", 1);
      B.J.attributeArray("empty", [] {});
      B.J.attributeObject("none", [] {});
      B.J.attributeArray("list", [&] {
        B.J.value("x");
        B.J.object([&] { B.J.attribute("k", "tab\there \"q\" \x01"); });
        B.J.arrayBegin();
        B.J.arrayEnd();
      });
      B.J.attribute("bytes", llvm::json::fixUTF8("bad \xff end"));
      B.J.attribute("z", uint64_t(1) << 40);
    });
    B.L.open('{');
    B.L.key("a");
    B.L.number(1);
    B.L.key("empty");
    B.L.open('[');
    B.L.close();
    B.L.key("none");
    B.L.open('{');
    B.L.close();
    B.L.key("list");
    B.L.open('[');
    B.L.plain("x");
    B.L.open('{');
    B.L.key("k");
    B.L.text("tab\there \"q\" \x01");
    B.L.close();
    B.L.open('[');
    B.L.close();
    B.L.close();
    B.L.key("bytes");
    B.L.text("bad \xff end");
    B.L.key("z");
    B.L.number(uint64_t(1) << 40);
    B.L.close();
    INFO("depth " << Depth);
    CHECK(B.Got == B.indented());
  }
}
