#pragma once
/// Finds every token, removed symbol and removed path in a text in one pass.
#include "core/Finding.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <string>
#include <vector>

namespace re2 { class RE2; }

namespace sweeper {

struct RulePack;

struct Hit {
  size_t Offset = 0, Length = 0;
  HitKind Kind = HitKind::Token;
  unsigned Literal = 0; ///< Index into Matcher::literal().
};

class Matcher {
public:
  explicit Matcher(const RulePack &Pack);
  ~Matcher();

  /// Hits in order of offset; they never overlap.
  std::vector<Hit> find(llvm::StringRef Text) const;

  /// Cheap pre-check: does Text contain any literal at all?
  bool mayMatch(llvm::StringRef Text) const;

  /// The rule-pack spelling of a hit's literal ("mps", "backends/apple/mps/").
  llvm::StringRef literal(unsigned I) const { return Literals[I].Text; }
  bool empty() const { return Literals.empty(); }

private:
  struct Lit {
    std::string Text;
    HitKind Kind;
  };
  std::vector<Lit> Literals; ///< Symbols and paths first, longest first.
  std::unique_ptr<re2::RE2> Any;

  bool matchesAt(llvm::StringRef Text, size_t Pos, const Lit &L) const;
};

} // namespace sweeper
