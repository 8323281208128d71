#pragma once
/// Finds every token, removed symbol and removed path in a text in one pass.
#include "core/Finding.h"
#include "match/PrefixTrie.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sweeper {

struct RulePack;

struct Hit {
  size_t Offset = 0, Length = 0;
  HitKind Kind = HitKind::Token;
  unsigned Literal = 0; ///< Index into Matcher::literal().
};

/// What the pass that finds a text's hits also saw, for the checks that
/// would otherwise search the text again.
struct TextFacts {
  bool Directive = false;   ///< `sweeper:` occurs (a suppression may follow)
  bool PathLiteral = false; ///< a removed path's literal text occurs
  bool PathTail = false;    ///< a removed path's last component occurs
  /// Where such components start, ascending: the relative-path check
  /// reads only their lines, and this pass has seen every one.
  std::vector<size_t> TailStarts;
  /// Some literal occurs, as its hit would spell it, boundaries aside: a
  /// part of the text can hold a hit only then.
  bool Literal = false;
};
struct LiteralDatabase;

class Matcher {
public:
  explicit Matcher(const RulePack &Pack);
  ~Matcher();
  Matcher(const Matcher &) = delete;
  Matcher &operator=(const Matcher &) = delete;

  /// Empty unless the literals could not be compiled; a sweep with such a
  /// matcher would look clean, so callers fail instead.
  const std::string &error() const { return Error; }

  /// Hits in order of offset; they never overlap. \p Facts, if given,
  /// says what else occurs in the text, found in the same pass.
  std::vector<Hit> find(llvm::StringRef Text, TextFacts *Facts = nullptr) const;

  /// find(), without the hits of tentative removed symbols (the pack's
  /// Tentative): what block extents and fixes may take as removed. A name
  /// matched on its spelling alone may still be live code.
  std::vector<Hit> findCertain(llvm::StringRef Text) const;

  /// Drops from \p Hits (found in C/C++ \p Text) the token hits inside
  /// reserved identifiers (`__x`, `_X`): `__OPENCL_VERSION__` is the
  /// compiler's, never the removed backend's. A removed name stays, and so
  /// does an identifier that is the token alone (`__NACL__`). With
  /// \p DefinesOnly (other kinds, where `_X` may be a script's own private
  /// name), only macros a command line defines: `-D_CRT_SECURE_NO_WARNINGS`
  /// in CMake is MSVC's C runtime, not microTVM's CRT.
  static void dropReserved(llvm::StringRef Text, std::vector<Hit> &Hits,
                           bool DefinesOnly = false);

  /// The rule-pack spelling of a hit's literal ("mps", "backends/apple/mps/").
  llvm::StringRef literal(unsigned I) const { return Literals[I].Text; }
  bool empty() const { return Literals.empty(); }

  /// For the structural checks: a path written relative to a directory
  /// resolves into a removed path only if the directory lies in one
  /// (containsPathLiteral(Dir)) or the path holds the last component of
  /// one (TextFacts::PathTail and TailStarts, from find(); pathTailStarts
  /// searches again, as the fuzzer's independent check: ascending, each
  /// once).
  std::vector<size_t> pathTailStarts(llvm::StringRef Text) const;
  /// Whether \p Text holds a removed path's literal text at all.
  bool containsPathLiteral(llvm::StringRef Text) const;

private:
  struct Lit {
    std::string Text;
    HitKind Kind;
    bool Directive = false; ///< `sweeper:`, not a hit
    bool Dotted = false;    ///< a removed directory as a Python package
    /// A glob's literal prefix cut inside a name (`runtime/no` of
    /// `runtime/no*`): any continuation matches, as rules/README says.
    bool Prefix = false;
    bool Tentative = false;   ///< a removed symbol matched at low confidence
    bool Backslashed = false; ///< a removed path as Windows writes it
  };
  std::vector<Lit> Literals; ///< Symbols and paths first, longest first.
  /// What one literal of the database stands for: a literal, or a removed
  /// path's last component (a fact), and what is found through it.
  struct DbEntry {
    int Literal = -1; ///< index into Literals, or -1 for a Tail
    std::string Tail;
    /// Where other literals that hold this one (a token) start, before
    /// each of its occurrences: `EXECUTORCH_BUILD_MPS` holds `mps`, so it
    /// is looked for 17 bytes before each `mps`, not searched for.
    std::vector<size_t> Shifts;
    /// Which of those are removed paths or last components (facts).
    std::vector<std::pair<size_t, unsigned>> HeldPaths;
    std::vector<std::pair<size_t, std::string>> HeldTails;
  };
  std::vector<DbEntry> Entries; ///< by database literal id
  std::unique_ptr<LiteralDatabase> Db;
  std::string Error;
  /// The literals but the directive, by text: what can start at a
  /// candidate is found in a walk as long as the longest literal that
  /// begins there (a byte or two for most: `mps` in `dumps`), not in a
  /// lookup per literal: with 5,000 removed symbols, trying each at every
  /// candidate made the seed's text pass 1.7 times as long.
  PrefixTrie Starting;
  /// The removed paths' literal texts and their last components; the
  /// components are also in the database, after the literals.
  std::vector<std::string> PathTexts, Tails;

  void compile();
  /// Entries: the tokens first, then every literal no token holds.
  void planEntries();
  void addEntry(int Literal, std::string Tail = "");
  /// The caseless database literal that \p Text holds, and where; a
  /// token's entry takes at most a few shifts (each is a place looked at
  /// per occurrence).
  std::optional<std::pair<unsigned, size_t>> holder(llvm::StringRef Text) const;
  void noteOccurrence(llvm::StringRef Text, const DbEntry &E, size_t Start,
                      TextFacts &Facts, std::vector<size_t> &Starts) const;
  /// Every offset where some literal starts (tokens ignoring ASCII case),
  /// ascending, each once: where literalAt() is asked.
  std::vector<size_t> candidates(llvm::StringRef Text, TextFacts &Facts) const;
  void buildPathGates();
  bool matchesAt(llvm::StringRef Text, size_t Pos, const Lit &L) const;
  /// The literal that holds at \p Start, by priority, if any.
  std::optional<unsigned> literalAt(llvm::StringRef Text, size_t Start) const;
};

} // namespace sweeper
