#include "match/Matcher.h"
#include "match/AnyLiteral.h"
#include "match/LiteralDatabase.h"
#include "match/Segments.h"
#include "rules/RulePack.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {

// A removed path is matched by its literal part: the text before any glob
// metacharacter, without a trailing "/**".
static std::string pathLiteral(llvm::StringRef P, bool &Prefix) {
  size_t Meta = P.find_first_of("*?[{");
  llvm::StringRef Lit = P.substr(0, Meta);
  Prefix = Meta != llvm::StringRef::npos && !Lit.empty() && Lit.back() != '/';
  if (Lit.starts_with("./"))
    Lit = Lit.drop_front(2);
  // `backends/apple/mps/` also matches `//backends/apple/mps:target`.
  return Lit.rtrim('/').str();
}

Matcher::Matcher(const RulePack &Pack) {
  for (const std::string &S : Pack.RemovedSymbols)
    Literals.push_back({S, HitKind::Symbol});
  for (const std::string &P : Pack.RemovedPaths) {
    bool Prefix = false;
    std::string L = pathLiteral(P, Prefix);
    if (L.size() > 1)
      Literals.push_back({L, HitKind::Path, false, false, Prefix});
    // A removed directory is also a Python package: `backends.apple.mps`.
    if (L.find('/') != std::string::npos && llvm::all_of(L, [](char C) {
          return llvm::isAlnum(C) || C == '_' || C == '/';
        })) {
      std::string Dotted = L;
      std::replace(Dotted.begin(), Dotted.end(), '/', '.');
      Literals.push_back({Dotted, HitKind::Path, false, /*Dotted=*/true});
    }
  }
  // Longer literals first, so the most specific one wins at a position.
  llvm::stable_sort(Literals, [](const Lit &A, const Lit &B) {
    return A.Text.size() > B.Text.size();
  });
  for (const std::string &T : Pack.Tokens)
    Literals.push_back({T, HitKind::Token});
  if (Literals.empty())
    return;
  Literals.push_back({"sweeper:", HitKind::Symbol, /*Directive=*/true});

  for (unsigned I = 0; I < Literals.size(); ++I) {
    ByText[llvm::StringRef(Literals[I].Text).lower()].push_back(I);
    Lengths.push_back(Literals[I].Text.size());
  }
  llvm::sort(Lengths, std::greater<size_t>());
  Lengths.erase(std::unique(Lengths.begin(), Lengths.end()), Lengths.end());
  buildPathGates();
  compile();
}

void Matcher::buildPathGates() {
  std::vector<std::string> Texts;
  for (const Lit &L : Literals) {
    if (L.Kind != HitKind::Path)
      continue;
    Texts.push_back(L.Text);
    if (!L.Dotted)
      Tails.push_back(L.Text.substr(L.Text.rfind('/') + 1));
  }
  llvm::sort(Tails);
  Tails.erase(std::unique(Tails.begin(), Tails.end()), Tails.end());
  PathTexts = std::make_unique<AnyLiteral>(std::move(Texts));
  PathTails = std::make_unique<AnyLiteral>(Tails);
}

std::optional<std::vector<size_t>>
Matcher::pathTailStarts(llvm::StringRef Text) const {
  return PathTails ? PathTails->starts(Text) : std::vector<size_t>();
}

bool Matcher::containsPathLiteral(llvm::StringRef Text) const {
  return PathTexts && !PathTexts->empty() && PathTexts->in(Text);
}

// One literal database for the whole pack: Vectorscan reads each byte
// once however many literals there are (a derived pack has thousands), and
// reports every place a literal starts; boundaries and priorities are
// decided in C++ on those few candidates.
void Matcher::compile() {
  std::vector<LiteralDatabase::Literal> Lits;
  for (const Lit &L : Literals)
    Lits.push_back({L.Text, L.Kind == HitKind::Token});
  // Past the literals, each removed path's last component: whether one
  // occurs is a fact, not a hit.
  for (const std::string &T : Tails)
    Lits.push_back({T, /*Caseless=*/false, /*Once=*/true});
  Db = std::make_unique<LiteralDatabase>(Lits);
  if (!Db->error().empty()) {
    Error = "cannot compile the literals: " + Db->error();
    Db.reset();
  }
}

Matcher::~Matcher() = default;

bool Matcher::matchesAt(llvm::StringRef Text, size_t Pos, const Lit &L) const {
  size_t E = Pos + L.Text.size();
  if (E > Text.size())
    return false;
  llvm::StringRef Here = Text.slice(Pos, E);
  switch (L.Kind) {
  case HitKind::Token:
    return Here.equals_insensitive(L.Text) && isSegment(Text, Pos, E);
  case HitKind::Symbol:
    return Here == L.Text && isWholeIdentifier(Text, Pos, E);
  case HitKind::Path:
    if (Here != L.Text)
      return false;
    if (L.Dotted)
      return isWholeIdentifier(Text, Pos, E);
    return L.Prefix ? isPathStart(Text, Pos) : isPathReference(Text, Pos, E);
  }
  return false;
}

std::optional<unsigned> Matcher::literalAt(llvm::StringRef Text,
                                           size_t Start) const {
  llvm::StringRef Rest = Text.substr(Start);
  std::string Window = Rest.take_front(Lengths.front()).lower();
  llvm::SmallVector<unsigned, 8> Candidates;
  for (size_t Len : Lengths) {
    if (Len > Window.size())
      continue;
    auto It = ByText.find(llvm::StringRef(Window).take_front(Len));
    if (It != ByText.end())
      Candidates.append(It->second.begin(), It->second.end());
  }
  llvm::sort(Candidates);
  for (unsigned I : Candidates)
    if (!Literals[I].Directive && matchesAt(Text, Start, Literals[I]))
      return I;
  return std::nullopt;
}

std::vector<size_t> Matcher::candidates(llvm::StringRef Text,
                                        TextFacts &Facts) const {
  std::vector<size_t> Starts;
  Db->scan(Text, [&](unsigned Id, size_t Start) {
    if (Id >= Literals.size()) {
      Facts.PathTail = true;
      return;
    }
    // Any occurrence, a hit or not: the facts are about the text.
    Facts.Directive |= Literals[Id].Directive;
    Facts.PathLiteral |= Literals[Id].Kind == HitKind::Path;
    Facts.Literal |= !Literals[Id].Directive;
    Starts.push_back(Start);
  });
  llvm::sort(Starts);
  Starts.erase(std::unique(Starts.begin(), Starts.end()), Starts.end());
  return Starts;
}

std::vector<Hit> Matcher::find(llvm::StringRef Text, TextFacts *Facts) const {
  TextFacts Local;
  TextFacts &F = Facts ? *Facts : Local;
  F = TextFacts();
  std::vector<Hit> Hits;
  if (!Db)
    return Hits;
  // Leftmost first; a hit's literal is skipped past, so hits never overlap.
  size_t Pos = 0;
  for (size_t Start : candidates(Text, F)) {
    if (Start < Pos)
      continue;
    if (std::optional<unsigned> I = literalAt(Text, Start)) {
      Hits.push_back({Start, Literals[*I].Text.size(), Literals[*I].Kind, *I});
      Pos = Start + Literals[*I].Text.size();
    }
  }
  return Hits;
}

} // namespace sweeper
