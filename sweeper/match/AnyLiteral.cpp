#include "match/AnyLiteral.h"
#include "llvm/ADT/STLExtras.h"
#include <cstring>
#include <re2/re2.h>

namespace sweeper {

static constexpr size_t MemmemLimit = 8;

AnyLiteral::AnyLiteral(std::vector<std::string> Lits)
    : Literals(std::move(Lits)) {
  llvm::sort(Literals);
  Literals.erase(std::unique(Literals.begin(), Literals.end()), Literals.end());
  if (Literals.size() <= MemmemLimit)
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
  if (Literals.size() > MemmemLimit)
    return !Many ||
           RE2::PartialMatch(re2::StringPiece(Text.data(), Text.size()), *Many);
  return llvm::any_of(Literals, [&](const std::string &L) {
    return ::memmem(Text.data(), Text.size(), L.data(), L.size());
  });
}

} // namespace sweeper
