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

size_t AnyLiteral::find(llvm::StringRef Text, size_t From) const {
  if (From >= Text.size() || Literals.empty())
    return llvm::StringRef::npos;
  if (Literals.size() > MemmemLimit) {
    re2::StringPiece In(Text.data(), Text.size()), M;
    if (!Many)
      return From; // the gate is open everywhere
    return Many->Match(In, From, Text.size(), RE2::UNANCHORED, &M, 1)
               ? size_t(M.data() - Text.data())
               : llvm::StringRef::npos;
  }
  size_t Best = llvm::StringRef::npos;
  for (const std::string &L : Literals)
    if (const void *P = ::memmem(Text.data() + From, Text.size() - From,
                                 L.data(), L.size()))
      Best = std::min(Best, size_t(static_cast<const char *>(P) - Text.data()));
  return Best;
}

} // namespace sweeper
