#include "rules/AllowScreen.h"
#include "llvm/ADT/STLExtras.h"
#include <re2/re2.h>
#include <re2/set.h>

namespace sweeper {

/// The set, and which entry each of its patterns is.
class AllowScreen::Set {
public:
  explicit Set(const RE2::Options &O) : Patterns(O, RE2::UNANCHORED) {}
  // An RE2::Set is neither copied nor moved.
  re2::RE2::Set Patterns;
  std::vector<unsigned> EntryOf;
  size_t Entries = 0;
};

AllowScreen::AllowScreen(const std::vector<AllowEntry> &Allow) {
  auto First = llvm::find_if(Allow, [](const AllowEntry &A) { return A.Re; });
  if (First == Allow.end())
    return;
  // The entries' own options (compileAllowRegex), so the set matches
  // exactly where they do.
  auto Built = std::make_unique<Set>(First->Re->options());
  Built->Entries = Allow.size();
  for (size_t I = 0; I < Allow.size(); ++I) {
    if (!Allow[I].Re)
      continue; // never covers anything: no bit
    if (Built->Patterns.Add(Allow[I].Regex, nullptr) < 0)
      return;
    Built->EntryOf.push_back(unsigned(I));
  }
  if (!Built->Patterns.Compile())
    return;
  S = std::move(Built);
}

AllowScreen::~AllowScreen() = default;

std::optional<llvm::SmallBitVector>
AllowScreen::matching(llvm::StringRef Text) const {
  if (!S || GaveUp.load(std::memory_order_relaxed))
    return std::nullopt;
  std::vector<int> Hit;
  RE2::Set::ErrorInfo Err;
  if (!S->Patterns.Match(re2::StringPiece(Text.data(), Text.size()), &Hit,
                         &Err) &&
      Err.kind != RE2::Set::kNoError) {
    GaveUp.store(true, std::memory_order_relaxed);
    return std::nullopt;
  }
  llvm::SmallBitVector Bits(S->Entries);
  for (int P : Hit)
    Bits.set(S->EntryOf[size_t(P)]);
  return Bits;
}

} // namespace sweeper
