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

  /// Hits in order of offset; they never overlap. \p SawDirective is set if
  /// the text contains `sweeper:` (an inline suppression may follow), found
  /// in the same pass.
  std::vector<Hit> find(llvm::StringRef Text, bool *SawDirective = nullptr) const;

  /// The rule-pack spelling of a hit's literal ("mps", "backends/apple/mps/").
  llvm::StringRef literal(unsigned I) const { return Literals[I].Text; }
  bool empty() const { return Literals.empty(); }

private:
  struct Lit {
    std::string Text;
    HitKind Kind;
    bool Directive = false; ///< `sweeper:`, not a hit
    bool Dotted = false;    ///< a removed directory as a Python package
  };
  std::vector<Lit> Literals; ///< Symbols and paths first, longest first.
  std::unique_ptr<re2::RE2> Any;

  bool matchesAt(llvm::StringRef Text, size_t Pos, const Lit &L) const;
};

} // namespace sweeper
