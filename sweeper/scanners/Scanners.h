#pragma once
/// What the kinds' scanners share (sweeper/kinds/<name>/ holds each one):
/// the class shape, the scanners several kinds use with data of their own,
/// and the reading of hits by key path.
#include "scan/Scanner.h"

namespace sweeper {

/// A kind's scanner class, local to its folder's file.
#define SWEEPER_SCANNER(Name)                                                  \
  namespace {                                                                  \
  class Name final : public Scanner {                                          \
  public:                                                                      \
    std::vector<Classified> classify(const SourceFile &F,                      \
                                     llvm::ArrayRef<Hit> Hits) const override; \
  };                                                                           \
  }

/// The one instance of scanner \p T: a KindSpec's `Scan`.
template <typename T> const Scanner &theScanner() {
  static const T S;
  return S;
}

/// What every hit on a line of a one-entry-per-line kind is, given the
/// line (trimmed) and the nearest `[section]` header at or above it.
using LineRule = Classified (*)(llvm::StringRef Line, llvm::StringRef Section);

/// Kinds whose syntax is one entry per line (LineScanners.cpp): a line
/// starting with '#' is a comment where \p HashComments, \p Rule decides
/// the rest.
class LineScanner final : public Scanner {
public:
  constexpr LineScanner(LineRule Rule, bool HashComments)
      : Rule(Rule), HashComments(HashComments) {}
  std::vector<Classified> classify(const SourceFile &F,
                                   llvm::ArrayRef<Hit> Hits) const override;

private:
  LineRule Rule;
  bool HashComments;
};

/// The one LineScanner of \p Rule: a KindSpec's `Scan`.
template <LineRule Rule, bool HashComments> const Scanner &lineScanner() {
  static const LineScanner S(Rule, HashComments);
  return S;
}

/// YAML, JSON and CMake presets (ByKeyPath.cpp): each hit is named by the
/// key path holding it (`jobs.test-mps.steps[2].run`). \p Comments, when
/// given, marks the hits in comments.
std::vector<Classified> classifyByKeyPath(const SourceFile &F,
                                          llvm::ArrayRef<Hit> Hits, CheckId Id,
                                          llvm::StringRef Noun,
                                          const RegionMap *Comments);

} // namespace sweeper
