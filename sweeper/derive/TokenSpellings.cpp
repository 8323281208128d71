// One name in several spellings. A token mined from a path or an
// identifier is one word (`cmsisnn`, from `contrib/cmsisnn/`); prose,
// target strings and flags write the same name as words (`CMSIS-NN`,
// `--target=cmsis-nn`, `target_cmsis_nn_mcpu`). The removed text says which
// split it uses: only those spellings are tokens. A token that abbreviates
// words (`sectransp`) matches the words the removed text writes out
// ("Secure Transport") the same way.
#include "derive/TokenSpellings.h"
#include "match/Matcher.h"
#include "rules/RulePack.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include <algorithm>
#include <set>

namespace sweeper {
namespace {

/// Parts of at least two characters: a one-letter part (`c-msisnn`) is
/// a chance split, never how a name is written.
constexpr size_t MinPart = 2;
/// Longer words are not split: `cmsisnn`, `sectransp` are under 10.
constexpr size_t MaxSplitWord = 32;
constexpr llvm::StringLiteral Separators = "-_ ";

/// \p W split into two or three parts of MinPart or more characters,
/// joined by each separator: `cmsis-nn`, `cmsis_nn`, `cmsis nn`, ...
/// A name of letters and a number splits before the number, however
/// short, and a slash may join them too: SDL's `os2/` folders were "OS/2"
/// in its prose and configure messages.
void splitsOf(llvm::StringRef W, std::set<std::string> &Out) {
  // A name is a few words long; the splits of a word grow with its square
  // (an attacker's 200-letter word made millions and took 8.6 GB).
  if (W.size() > MaxSplitWord)
    return;
  llvm::StringRef Letters = W.rtrim("0123456789");
  if (Letters.size() >= MinPart && Letters.size() < W.size() &&
      llvm::all_of(Letters, llvm::isAlpha))
    for (char S : {'-', '_', ' ', '/'})
      Out.insert(
          (Letters + llvm::Twine(S) + W.drop_front(Letters.size())).str());
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

/// Uses of each spelling in some texts, and how many of them are written
/// as a name is, each word capitalised ("Secure Transport").
struct Uses {
  std::map<std::string, unsigned> All, AsName;
};

bool capitalised(llvm::StringRef Written) {
  llvm::SmallVector<llvm::StringRef, 4> Words;
  Written.split(Words, ' ', -1, /*KeepEmpty=*/false);
  return llvm::all_of(
      Words, [](llvm::StringRef W) { return llvm::isUpper(W.front()); });
}

/// A text to count uses in, and the lines of it the change wrote (its
/// own words, no evidence of how the kept tree writes a name).
struct Evidence {
  const std::string *Text;
  const std::vector<std::pair<unsigned, unsigned>> *Written = nullptr;
};

/// The offsets at which \p T's lines after the first start.
std::vector<size_t> lineBreaks(llvm::StringRef T) {
  std::vector<size_t> Out;
  for (size_t I = T.find('\n'); I != llvm::StringRef::npos;
       I = T.find('\n', I + 1))
    Out.push_back(I + 1);
  return Out;
}

/// Whether \p Offset lies on a line of \p Written (1-based ranges), given
/// the text's line breaks.
bool written(const std::vector<std::pair<unsigned, unsigned>> &Written,
             const std::vector<size_t> &Breaks, size_t Offset) {
  unsigned Line = 1 + (std::upper_bound(Breaks.begin(), Breaks.end(), Offset) -
                       Breaks.begin());
  return llvm::any_of(Written, [&](const auto &R) {
    return R.first <= Line && Line <= R.second;
  });
}

Uses usesIn(const Matcher &M, llvm::ArrayRef<Evidence> Texts) {
  Uses Out;
  for (const Evidence &E : Texts) {
    std::vector<size_t> Breaks;
    if (E.Written)
      Breaks = lineBreaks(*E.Text);
    for (const Hit &H : M.find(*E.Text)) {
      if (E.Written && written(*E.Written, Breaks, H.Offset))
        continue;
      const std::string *T = E.Text;
      std::string S = M.literal(H.Literal).lower();
      ++Out.All[S];
      if (capitalised(llvm::StringRef(*T).substr(H.Offset, H.Length)))
        ++Out.AsName[S];
    }
  }
  return Out;
}

/// Why the spelling \p S, used \p N times in the removed text, is not
/// the removed name, or "" when it is. The kept tree may use it more where
/// it is an identifier (`--with-secure-transport`, joined by `-` or `_`)
/// or where two in three of its uses write it as a name: curl's docs wrote
/// "Secure Transport" 93 times beside the 11 of its deleted code, every
/// one a leftover. A phrase the kept tree writes in lower case ("data
/// flow") is its own, and so is one that makes the name, in all its
/// spellings, the kept tree's: written there more than four times as
/// often as in the removed text ("HTTP/2" in docs beside a removed
/// `http2/`). \p Family: the name's uses, every spelling, (removed, kept).
std::string spellingReason(llvm::StringRef S, unsigned N, const Uses &Kept,
                           std::pair<unsigned, unsigned> Family) {
  auto Of = [](const std::map<std::string, unsigned> &M, llvm::StringRef K) {
    auto It = M.find(K.str());
    return It == M.end() ? 0u : It->second;
  };
  unsigned InKept = Of(Kept.All, S);
  if (InKept <= 2 * N)
    return "";
  if (Family.second > 4 * Family.first)
    return "with it the kept tree writes the name four times as often";
  bool Identifier = S.find_first_of(" /") == llvm::StringRef::npos;
  if (Identifier || Of(Kept.AsName, S) * 3 >= InKept * 2)
    return "";
  return "the kept tree writes it more often, mostly not as a name";
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

/// Letter-only words of \p T, lower-cased, in order; a break between two
/// words that are not side by side (only a blank, `-` or `_` between) is
/// an empty word.
std::vector<std::string> wordRun(llvm::StringRef T) {
  std::vector<std::string> Out;
  size_t I = 0;
  while (I < T.size()) {
    size_t E = I;
    while (E < T.size() && llvm::isAlpha(T[E]) &&
           !(E > I && llvm::isUpper(T[E]) && llvm::isLower(T[E - 1])))
      ++E;
    if (E == I) {
      if (!llvm::StringRef(Separators).contains(T[I]))
        Out.emplace_back();
      ++I;
      continue;
    }
    Out.push_back(T.slice(I, E).lower());
    I = E;
  }
  return Out;
}

/// Two words side by side that \p W abbreviates, three letters or more of
/// each (`sectransp`: "Secure Transport", `CURLSSLBACKEND_SECURETRANSPORT`
/// as `secure`, `transport`), at least one written out longer: each way
/// of joining them into \p Out.
void expansionsIn(llvm::StringRef W, const std::vector<std::string> &Words,
                  std::set<std::string> &Out) {
  for (size_t K = 0; K + 1 < Words.size(); ++K) {
    llvm::StringRef A = Words[K], B = Words[K + 1];
    if (A.size() < 3 || !W.starts_with(A.take_front(3)))
      continue;
    for (size_t I = 3; I + 3 <= W.size(); ++I)
      if (A.starts_with(W.take_front(I)) && B.starts_with(W.drop_front(I)) &&
          A.size() + B.size() > W.size())
        for (llvm::StringRef S : {" ", "-", "_", ""})
          Out.insert((A + S + B).str());
  }
}

/// What the removed text writes as words that an accepted word abbreviates,
/// by spelling.
std::map<std::string, std::string>
expansionsOf(const DerivedPack &D, llvm::ArrayRef<const std::string *> Texts) {
  std::vector<llvm::StringRef> Ws;
  for (const TokenCandidate &C : D.Candidates)
    if (C.Rejected.empty() && !C.Family && C.Word.size() >= 6)
      Ws.push_back(C.Word);
  std::map<std::string, std::string> Of;
  if (Ws.empty())
    return Of;
  for (const std::string *T : Texts) {
    std::vector<std::string> Words = wordRun(*T);
    for (llvm::StringRef W : Ws) {
      std::set<std::string> Found;
      expansionsIn(W, Words, Found);
      for (const std::string &S : Found)
        Of.emplace(S, W.str());
    }
  }
  return Of;
}

/// The kept texts as evidence. A file the change added, or a line it
/// wrote, is no evidence of how the kept tree writes a name: decoy lines
/// once outvoted real leftovers.
std::vector<Evidence> keptEvidence(const KeptTree &Kept, const DerivedPack &D) {
  std::vector<Evidence> Out;
  for (size_t I = 0; I < Kept.Texts.size(); ++I) {
    if (!Kept.Texts[I] || D.Added.count(Kept.Paths[I]))
      continue;
    auto Touched = D.Touched.find(Kept.Paths[I]);
    Out.push_back({&*Kept.Texts[I], Touched == D.Touched.end()
                                        ? nullptr
                                        : &Touched->second.Lines});
  }
  return Out;
}

std::vector<const std::string *> removedTexts(const RemovedText &Removed) {
  std::vector<const std::string *> Out;
  for (const std::optional<std::string> &T : Removed.Texts)
    if (T)
      Out.push_back(&*T);
  for (const auto &[Path, T] : Removed.DeletedLines)
    Out.push_back(&T);
  return Out;
}

/// A split the removed text never writes may still be the name where
/// the kept tree joins it into an identifier once or twice: FFmpeg's
/// `FF_CODEC_CRYSTAL_HD` outlived `crystalhd.c`, which never spelled it so.
/// More kept uses than that, or a phrase, are a name of the kept tree's.
void addKeptIdentifierSplits(const std::map<std::string, std::string> &Of,
                             const Uses &InRemoved, const Uses &InKept,
                             DerivedPack &D) {
  for (const auto &[S, InKeptUses] : InKept.All) {
    auto Word = Of.find(S);
    if (InRemoved.All.count(S) || InKeptUses > 2 || Word == Of.end() ||
        S.find_first_of(" /") != std::string::npos)
      continue;
    TokenCandidate C;
    C.Word = S;
    C.SpellingOf = Word->second;
    C.KeptUses = InKeptUses;
    D.Tokens.push_back(S);
    D.Candidates.insert(D.Candidates.begin(), std::move(C));
  }
}

} // namespace

void addSplitSpellings(const RemovedText &Removed, const KeptTree &Kept,
                       DerivedPack &D) {
  std::vector<const std::string *> RemovedTexts = removedTexts(Removed);
  std::vector<Evidence> KeptTexts = keptEvidence(Kept, D);
  std::map<std::string, std::string> Of = spellingsOf(D);
  Of.merge(expansionsOf(D, RemovedTexts));
  if (Of.empty())
    return;
  RulePack P;
  for (const auto &[S, W] : Of)
    P.Tokens.push_back(S);
  Matcher M(P);
  if (M.empty() || !M.error().empty())
    return;
  std::vector<Evidence> Removals;
  for (const std::string *T : RemovedTexts)
    Removals.push_back({T});
  Uses InRemoved = usesIn(M, Removals);
  Uses InKept = usesIn(M, KeptTexts);
  // Each accepted word's uses in every spelling, removed and kept.
  std::map<std::string, std::pair<unsigned, unsigned>> Family;
  for (const TokenCandidate &C : D.Candidates)
    if (C.Rejected.empty() && !C.Family)
      Family[C.Word] = {C.RemovedUses, C.KeptUses};
  for (const auto &[S, N] : InRemoved.All)
    if (N >= 2) {
      Family[Of[S]].first += N;
      Family[Of[S]].second += InKept.All[S];
    }
  std::vector<TokenCandidate> Rejected;
  for (const auto &[S, N] : InRemoved.All) {
    if (N < 2)
      continue;
    TokenCandidate C;
    C.Word = S;
    C.SpellingOf = Of[S];
    C.RemovedUses = N;
    C.KeptUses = InKept.All[S];
    // A rejected spelling is listed with its counts: a reviewer sees it.
    C.Rejected = spellingReason(S, N, InKept, Family[Of[S]]);
    if (!C.Rejected.empty()) {
      Rejected.push_back(std::move(C));
      continue;
    }
    D.Tokens.push_back(S);
    D.Candidates.insert(D.Candidates.begin(), std::move(C));
  }
  addKeptIdentifierSplits(Of, InRemoved, InKept, D);
  // First among the rejected, where derive's list shows them.
  auto FirstRejected = llvm::find_if(D.Candidates, [](const TokenCandidate &C) {
    return !C.Rejected.empty();
  });
  D.Candidates.insert(FirstRejected, Rejected.begin(), Rejected.end());
}

} // namespace sweeper
