#pragma once
/// Whether a text holds any of a set of exact byte strings, and where: the
/// whole-file gates that spare most files a structural check's
/// line-by-line work.
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <optional>
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
  /// Where each occurrence of any literal starts, ascending and distinct;
  /// nullopt if the literals could not be compiled (any place may hold
  /// one: the gate is open).
  std::optional<std::vector<size_t>> starts(llvm::StringRef Text) const;
  bool empty() const { return Literals.empty(); }

private:
  std::vector<std::string> Literals;
  /// A few literals are found fastest by StringRef::find, one each; past that, one
  /// automaton reads the text once whatever the count.
  std::unique_ptr<re2::RE2> Many;
};

} // namespace sweeper
