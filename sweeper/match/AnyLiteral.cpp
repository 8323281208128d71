#include "match/AnyLiteral.h"
#include "llvm/ADT/STLExtras.h"
#include <re2/re2.h>

namespace sweeper {

// Not Vectorscan, though the matcher uses it: Vectorscan 5.4.9's literal
// matcher has missed literals (runs of 0x1A around one, as the fuzzer
// found; one near a buffer's end on AVX-512, see LiteralDatabase.cpp),
// and these gates are the fuzzer's independent check of the matcher's
// facts.
static constexpr size_t SearchLimit = 8;

AnyLiteral::AnyLiteral(std::vector<std::string> Lits)
    : Literals(std::move(Lits)) {
  llvm::sort(Literals);
  Literals.erase(std::unique(Literals.begin(), Literals.end()), Literals.end());
  if (Literals.size() <= SearchLimit)
    return;
  std::string Pattern;
  for (const std::string &L : Literals)
    Pattern += (Pattern.empty() ? "" : "|") + RE2::QuoteMeta(L);
  RE2::Options O;
  O.set_encoding(RE2::Options::EncodingLatin1);
  O.set_log_errors(false);
  O.set_never_capture(true);
  Many = std::make_unique<re2::RE2>(Pattern, O);
  // Too large for RE2's budget: the gate opens for every text rather than
  // close on one it could not search.
  if (!Many->ok())
    Many.reset();
}

AnyLiteral::~AnyLiteral() = default;

bool AnyLiteral::in(llvm::StringRef Text) const {
  if (Literals.size() > SearchLimit)
    return !Many ||
           RE2::PartialMatch(re2::StringPiece(Text.data(), Text.size()), *Many);
  return llvm::any_of(Literals, [&](const std::string &L) {
    return Text.contains(L);
  });
}

/// Where a literal starts at or after \p From, by one automaton.
static size_t nextMatch(const re2::RE2 &Many, llvm::StringRef Text,
                        size_t From) {
  re2::StringPiece In(Text.data(), Text.size()), M;
  return Many.Match(In, From, Text.size(), RE2::UNANCHORED, &M, 1)
             ? size_t(M.data() - Text.data())
             : llvm::StringRef::npos;
}

std::optional<std::vector<size_t>>
AnyLiteral::starts(llvm::StringRef Text) const {
  std::vector<size_t> Out;
  if (Literals.size() > SearchLimit) {
    if (!Many)
      return std::nullopt;
    for (size_t At = nextMatch(*Many, Text, 0); At < Text.size();
         At = nextMatch(*Many, Text, At + 1))
      Out.push_back(At);
    return Out;
  }
  // Each literal's occurrences, one pass each over the text.
  for (const std::string &L : Literals) {
    if (L.empty())
      return std::nullopt; // an empty literal is everywhere
    for (size_t At = Text.find(L); At != llvm::StringRef::npos;
         At = Text.find(L, At + 1))
      Out.push_back(At);
  }
  llvm::sort(Out);
  Out.erase(std::unique(Out.begin(), Out.end()), Out.end());
  return Out;
}

} // namespace sweeper
