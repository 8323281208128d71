#pragma once
/// Whether a text holds any of a set of exact byte strings: the whole-file
/// gates that spare most files a structural check's line-by-line work.
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <string>
#include <vector>

namespace re2 {
class RE2;
}

namespace sweeper {

struct AnyLiteral {
  explicit AnyLiteral(std::vector<std::string> Literals);
  ~AnyLiteral();
  bool in(llvm::StringRef Text) const;
  /// Where the first occurrence of any literal at or after \p From
  /// starts; npos if none.
  size_t find(llvm::StringRef Text, size_t From) const;
  bool empty() const { return Literals.empty(); }

private:
  std::vector<std::string> Literals;
  /// A few literals are found fastest by memmem, one each; past that, one
  /// automaton reads the text once whatever the count.
  std::unique_ptr<re2::RE2> Many;
};

} // namespace sweeper
