#pragma once
/// Every occurrence of many literals in one pass over a text: Vectorscan's
/// literal matchers (SIMD, compiled once per rule pack), behind a small
/// interface so no other file includes <hs/hs.h>.
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

struct hs_scratch; // Vectorscan's, declared in <hs/hs_runtime.h>

namespace sweeper {

struct LiteralDatabase {
  struct Literal {
    std::string Text;
    bool Caseless = false; ///< ASCII letters match either case
    bool Once = false;     ///< the first occurrence is enough
  };
  /// Compiles \p Literals; on failure, error() says why.
  explicit LiteralDatabase(const std::vector<Literal> &Literals);
  ~LiteralDatabase();
  const std::string &error() const { return Error; }

  /// Calls \p OnMatch(literal index, start offset) for every occurrence of
  /// every literal (the first only of a Once literal), overlapping ones
  /// included, in no particular order.
  template <typename F> void scan(llvm::StringRef Text, F &&OnMatch) const {
    scanImpl(Text, &OnMatch, [](void *Fn, unsigned Id, size_t Start) {
      (*static_cast<F *>(Fn))(Id, Start);
    });
  }

private:
  using Callback = void (*)(void *, unsigned, size_t);
  void scanImpl(llvm::StringRef Text, void *Fn, Callback Cb) const;
  /// One hs_scan-sized piece of the text, starting at \p Base.
  void scanPiece(llvm::StringRef Piece, size_t Base, void *Fn, Callback Cb,
                 hs_scratch *Scratch) const;

  struct Compiled;
  std::unique_ptr<Compiled> C;
  std::vector<size_t> Lengths;
  size_t Longest = 0;
  uint64_t Generation = 0; ///< which database a thread's scratch was sized for
  std::string Error;
};

} // namespace sweeper
