// One name in several spellings. A token mined from a path or an
// identifier is one word (`cmsisnn`, from `contrib/cmsisnn/`); prose,
// target strings and flags write the same name as words (`CMSIS-NN`,
// `--target=cmsis-nn`, `target_cmsis_nn_mcpu`). The removed text says which
// split it uses: only those spellings are tokens.
#include "derive/TokenSpellings.h"
#include "match/Matcher.h"
#include "rules/RulePack.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include <set>

namespace sweeper {
namespace {

/// Parts of at least two characters: a one-letter part (`c-msisnn`) is
/// a chance split, never how a name is written.
constexpr size_t MinPart = 2;
constexpr llvm::StringLiteral Separators = "-_ ";

/// \p W split into two or three parts of MinPart or more characters,
/// joined by each separator: `cmsis-nn`, `cmsis_nn`, `cmsis nn`, ...
void splitsOf(llvm::StringRef W, std::set<std::string> &Out) {
  for (size_t I = MinPart; I + MinPart <= W.size(); ++I)
    for (char S : Separators) {
      Out.insert((W.take_front(I) + llvm::Twine(S) + W.drop_front(I)).str());
      for (size_t J = I + MinPart; J + MinPart <= W.size(); ++J)
        for (char T : Separators)
          Out.insert((W.take_front(I) + llvm::Twine(S) + W.slice(I, J) +
                      llvm::Twine(T) + W.drop_front(J))
                         .str());
    }
}

/// Uses of each spelling in \p Texts.
std::map<std::string, unsigned>
usesIn(const Matcher &M, llvm::ArrayRef<const std::string *> Texts) {
  std::map<std::string, unsigned> Uses;
  for (const std::string *T : Texts)
    for (const Hit &H : M.find(*T))
      ++Uses[M.literal(H.Literal).lower()];
  return Uses;
}

/// The spellings of each accepted word, by spelling.
std::map<std::string, std::string> spellingsOf(const DerivedPack &D) {
  std::map<std::string, std::string> Of;
  for (const TokenCandidate &C : D.Candidates)
    if (C.Rejected.empty() && !C.Family) {
      std::set<std::string> Splits;
      splitsOf(C.Word, Splits);
      for (const std::string &S : Splits)
        Of.emplace(S, C.Word);
    }
  return Of;
}

} // namespace

void addSplitSpellings(const RemovedText &Removed, const KeptTree &Kept,
                       DerivedPack &D) {
  std::map<std::string, std::string> Of = spellingsOf(D);
  if (Of.empty())
    return;
  RulePack P;
  for (const auto &[S, W] : Of)
    P.Tokens.push_back(S);
  Matcher M(P);
  if (M.empty() || !M.error().empty())
    return;
  std::vector<const std::string *> RemovedTexts, KeptTexts;
  for (const std::optional<std::string> &T : Removed.Texts)
    if (T)
      RemovedTexts.push_back(&*T);
  for (const auto &[Path, T] : Removed.DeletedLines)
    RemovedTexts.push_back(&T);
  for (const std::optional<std::string> &T : Kept.Texts)
    if (T)
      KeptTexts.push_back(&*T);
  std::map<std::string, unsigned> InRemoved = usesIn(M, RemovedTexts);
  std::map<std::string, unsigned> InKept = usesIn(M, KeptTexts);
  for (const auto &[S, N] : InRemoved) {
    if (N < 2 || InKept[S] > 2 * N)
      continue;
    TokenCandidate C;
    C.Word = S;
    C.SpellingOf = Of[S];
    C.RemovedUses = N;
    C.KeptUses = InKept[S];
    D.Tokens.push_back(S);
    D.Candidates.insert(D.Candidates.begin(), std::move(C));
  }
}

} // namespace sweeper
