#include "match/AnyLiteral.h"
#include "match/LiteralDatabase.h"
#include "llvm/ADT/STLExtras.h"

namespace sweeper {

AnyLiteral::AnyLiteral(std::vector<std::string> Lits)
    : Literals(std::move(Lits)) {
  llvm::sort(Literals);
  Literals.erase(std::unique(Literals.begin(), Literals.end()), Literals.end());
  if (Literals.empty())
    return;
  std::vector<LiteralDatabase::Literal> Exact;
  for (const std::string &L : Literals)
    Exact.push_back({L});
  Db = std::make_unique<LiteralDatabase>(Exact);
  // One that cannot compile (an empty literal) leaves the gate open
  // rather than closed on texts it could not search.
  if (!Db->error().empty())
    Db.reset();
}

AnyLiteral::~AnyLiteral() = default;

bool AnyLiteral::in(llvm::StringRef Text) const {
  if (Literals.empty())
    return false;
  if (!Db)
    return true;
  bool Found = false;
  Db->scan(Text, [&](unsigned, size_t) { Found = true; });
  return Found;
}

std::optional<std::vector<size_t>>
AnyLiteral::starts(llvm::StringRef Text) const {
  std::vector<size_t> Out;
  if (Literals.empty())
    return Out;
  if (!Db)
    return std::nullopt;
  Db->scan(Text, [&](unsigned, size_t Start) { Out.push_back(Start); });
  llvm::sort(Out);
  Out.erase(std::unique(Out.begin(), Out.end()), Out.end());
  return Out;
}

} // namespace sweeper
