#include "match/Matcher.h"
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
  for (const std::string &S : Pack.RemovedSymbols) {
    Literals.push_back({S, HitKind::Symbol});
    Literals.back().Tentative = Pack.Tentative.count(S) != 0;
  }
  for (const std::string &P : Pack.RemovedPaths) {
    bool Prefix = false;
    std::string L = pathLiteral(P, Prefix);
    if (L.size() > 1)
      Literals.push_back({L, HitKind::Path, false, false, Prefix});
    // Visual Studio projects, batch files and Windows docs write
    // `..\src\gpu\d3d11\SDL_gpu_d3d11.c`.
    if (L.size() > 1 && L.find('/') != std::string::npos) {
      std::string Back = L;
      std::replace(Back.begin(), Back.end(), '/', '\\');
      Literals.push_back({Back, HitKind::Path, false, false, Prefix});
      Literals.back().Backslashed = true;
    }
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
  for (const std::string &T : Pack.Tokens) {
    Literals.push_back({T, HitKind::Token});
    // Prose wraps a name of two words at its blank: "Secure\nTransport".
    if (size_t Blank = T.find(' '); Blank != std::string::npos &&
                                    T.find(' ', Blank + 1) == std::string::npos)
      Literals.push_back(
          {T.substr(0, Blank) + "\n" + T.substr(Blank + 1), HitKind::Token});
  }
  if (Literals.empty())
    return;
  Literals.push_back({"sweeper:", HitKind::Symbol, /*Directive=*/true});

  for (unsigned I = 0; I < Literals.size(); ++I)
    if (!Literals[I].Directive)
      Starting.add(Literals[I].Text, I);
  buildPathGates();
  compile();
}

void Matcher::buildPathGates() {
  for (const Lit &L : Literals) {
    if (L.Kind != HitKind::Path)
      continue;
    PathTexts.push_back(L.Text);
    if (!L.Dotted && !L.Backslashed)
      Tails.push_back(L.Text.substr(L.Text.rfind('/') + 1));
  }
  llvm::sort(Tails);
  Tails.erase(std::unique(Tails.begin(), Tails.end()), Tails.end());
}

std::vector<size_t> Matcher::pathTailStarts(llvm::StringRef Text) const {
  std::vector<size_t> Out;
  for (llvm::StringRef T : Tails)
    for (size_t At = Text.find(T); At != llvm::StringRef::npos;
         At = Text.find(T, At + 1))
      Out.push_back(At);
  llvm::sort(Out);
  Out.erase(std::unique(Out.begin(), Out.end()), Out.end());
  return Out;
}

bool Matcher::containsPathLiteral(llvm::StringRef Text) const {
  return llvm::any_of(PathTexts,
                      [&](llvm::StringRef P) { return Text.contains(P); });
}

// One literal database for the whole pack: Vectorscan reads each byte
// once however many literals there are (a derived pack has thousands), and
// reports every place a literal starts; boundaries and priorities are
// decided in C++ on those few candidates.
//
// A literal that holds a token (`backend_mps` holds `mps`) occurs only
// where the token does, so it is not searched for: it is looked for at
// its shift before each of the token's occurrences. The seed's pack of 16
// literals becomes 2, and Vectorscan's matcher for up to 8 runs about
// twice as fast as the one for more.
void Matcher::compile() {
  planEntries();
  std::vector<LiteralDatabase::Literal> Lits;
  for (const DbEntry &E : Entries)
    Lits.push_back(E.Literal >= 0
                       ? LiteralDatabase::Literal{Literals[E.Literal].Text,
                                                  Literals[E.Literal].Kind ==
                                                      HitKind::Token}
                       : LiteralDatabase::Literal{E.Tail, /*Caseless=*/false,
                                                  /*Once=*/false});
  Db = std::make_unique<LiteralDatabase>(Lits);
  if (!Db->error().empty()) {
    Error = "cannot compile the literals: " + Db->error();
    Db.reset();
  }
}

void Matcher::addEntry(int Literal, std::string Tail) {
  Entries.emplace_back();
  Entries.back().Literal = Literal;
  Entries.back().Tail = std::move(Tail);
}

void Matcher::planEntries() {
  for (unsigned I = 0; I < Literals.size(); ++I)
    if (Literals[I].Kind == HitKind::Token)
      addEntry(int(I));
  for (unsigned I = 0; I < Literals.size(); ++I) {
    const Lit &L = Literals[I];
    if (L.Kind == HitKind::Token)
      continue;
    auto Held = L.Directive ? std::nullopt : holder(L.Text);
    if (!Held) {
      addEntry(int(I));
      continue;
    }
    DbEntry &Token = Entries[Held->first];
    if (!llvm::is_contained(Token.Shifts, Held->second))
      Token.Shifts.push_back(Held->second);
    if (L.Kind == HitKind::Path)
      Token.HeldPaths.push_back({Held->second, I});
  }
  // Past the literals, each removed path's last component: whether one
  // occurs is a fact, not a hit.
  for (const std::string &T : Tails) {
    if (auto Held = holder(T))
      Entries[Held->first].HeldTails.push_back({Held->second, T});
    else
      addEntry(-1, T);
  }
}

std::optional<std::pair<unsigned, size_t>>
Matcher::holder(llvm::StringRef Text) const {
  // A derived pack's thousands of symbols mostly hold the token: a few
  // shifts per occurrence are cheaper than a larger database, thousands
  // are not.
  constexpr size_t MaxShifts = 16;
  std::string Lower = Text.lower();
  for (unsigned E = 0; E < Entries.size(); ++E) {
    const DbEntry &D = Entries[E];
    if (D.Literal < 0 || Literals[D.Literal].Kind != HitKind::Token)
      break;
    size_t At = llvm::StringRef(Lower).find(
        llvm::StringRef(Literals[D.Literal].Text).lower());
    if (At != llvm::StringRef::npos &&
        (D.Shifts.size() < MaxShifts || llvm::is_contained(D.Shifts, At)))
      return std::make_pair(E, At);
  }
  return std::nullopt;
}

void Matcher::noteOccurrence(llvm::StringRef Text, const DbEntry &E,
                             size_t Start, TextFacts &Facts,
                             std::vector<size_t> &Starts) const {
  const Lit &L = Literals[E.Literal];
  // Any occurrence, a hit or not: the facts are about the text.
  Facts.Directive |= L.Directive;
  Facts.PathLiteral |= L.Kind == HitKind::Path;
  Facts.Literal |= !L.Directive;
  Starts.push_back(Start);
  for (size_t S : E.Shifts)
    if (S <= Start)
      Starts.push_back(Start - S);
  auto At = [&](size_t S, llvm::StringRef Lit) {
    return S <= Start && Text.substr(Start - S).starts_with(Lit);
  };
  for (const auto &[S, I] : E.HeldPaths)
    Facts.PathLiteral |= At(S, Literals[I].Text);
  for (const auto &[S, T] : E.HeldTails)
    if (At(S, T))
      Facts.TailStarts.push_back(Start - S);
}

Matcher::~Matcher() = default;

namespace {

/// `CMakeCache.txt`, `<arm_compute/runtime/MemoryRegion.h>`: a name
/// matched on its spelling alone, written as a file's name, names that
/// file, not the removed code's class.
bool inFileName(llvm::StringRef Text, size_t Pos, size_t End) {
  if (Pos > 0 && Text[Pos - 1] == '/')
    return true;
  if (End >= Text.size() || Text[End] != '.')
    return false;
  size_t E = End + 1;
  while (E < Text.size() && llvm::isAlpha(Text[E]))
    ++E;
  llvm::StringRef Ext = Text.slice(End + 1, E);
  return (E == Text.size() || !isIdentChar(Text[E])) &&
         llvm::is_contained({"txt", "h", "hpp", "hh", "c", "cc", "cpp", "py",
                             "json", "yaml", "yml", "cmake", "md", "rst",
                             "toml", "cfg", "ini", "sh"},
                            Ext);
}

} // namespace

bool Matcher::matchesAt(llvm::StringRef Text, size_t Pos, const Lit &L) const {
  size_t E = Pos + L.Text.size();
  if (E > Text.size())
    return false;
  llvm::StringRef Here = Text.slice(Pos, E);
  switch (L.Kind) {
  case HitKind::Token:
    return Here.equals_insensitive(L.Text) && isSegment(Text, Pos, E) &&
           !namesNoBackend(Text, Pos, E);
  case HitKind::Symbol:
    return Here == L.Text && isWholeIdentifier(Text, Pos, E) &&
           !(L.Tentative && inFileName(Text, Pos, E));
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
  llvm::SmallVector<unsigned, 8> Candidates;
  Starting.prefixesOf(Text.substr(Start), Candidates);
  llvm::sort(Candidates);
  for (unsigned I : Candidates)
    if (matchesAt(Text, Start, Literals[I]))
      return I;
  return std::nullopt;
}

std::vector<size_t> Matcher::candidates(llvm::StringRef Text,
                                        TextFacts &Facts) const {
  std::vector<size_t> Starts;
  Db->scan(Text, [&](unsigned Id, size_t Start) {
    if (Entries[Id].Literal < 0)
      Facts.TailStarts.push_back(Start);
    else
      noteOccurrence(Text, Entries[Id], Start, Facts, Starts);
  });
  // Vectorscan reports by where a match ends: the starts are in order
  // already unless literals of different lengths overlap.
  auto SortUnique = [](std::vector<size_t> &V) {
    if (!llvm::is_sorted(V))
      llvm::sort(V);
    V.erase(std::unique(V.begin(), V.end()), V.end());
  };
  SortUnique(Facts.TailStarts);
  Facts.PathTail = !Facts.TailStarts.empty();
  SortUnique(Starts);
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
  std::vector<size_t> Starts = candidates(Text, F);
  for (size_t Start : Starts) {
    if (Start < Pos)
      continue;
    if (std::optional<unsigned> I = literalAt(Text, Start)) {
      Hits.push_back({Start, Literals[*I].Text.size(), Literals[*I].Kind, *I});
      Pos = Start + Literals[*I].Text.size();
    }
  }
  return Hits;
}

/// Whether the identifier at \p B is the hit's token wrapped in
/// underscores: `__NACL__`, a platform macro the project defined for the
/// backend (SDL's for Native Client), not the compiler's
/// `__OPENCL_VERSION__` or `__builtin_amdgcn_wmma`.
static bool onlyTheToken(llvm::StringRef Text, size_t B, const Hit &H) {
  size_t E = H.Offset + H.Length;
  while (E < Text.size() && isIdentChar(Text[E]))
    ++E;
  return Text.slice(B, E).trim('_').size() == H.Length;
}

void Matcher::dropReserved(llvm::StringRef Text, std::vector<Hit> &Hits,
                           bool DefinesOnly) {
  // A word of a million letters holds a million hits: each walk back to
  // the word's start stops where the hit before it found that start.
  size_t PrevOffset = llvm::StringRef::npos, PrevStart = 0;
  llvm::erase_if(Hits, [&](const Hit &H) {
    if (H.Kind != HitKind::Token)
      return false;
    size_t B = H.Offset;
    while (B > 0 && isIdentChar(Text[B - 1]))
      if (--B == PrevOffset) {
        B = PrevStart;
        break;
      }
    PrevOffset = H.Offset;
    PrevStart = B;
    // `-D_X` and `/D_X` define the macro `_X`.
    bool Define =
        B > 0 && Text[B] == 'D' && llvm::StringRef("-/").contains(Text[B - 1]);
    if (DefinesOnly && !Define)
      return false;
    B += DefinesOnly;
    return B + 1 < Text.size() && Text[B] == '_' &&
           (Text[B + 1] == '_' || llvm::isUpper(Text[B + 1])) &&
           !onlyTheToken(Text, B, H);
  });
}

std::vector<Hit> Matcher::findCertain(llvm::StringRef Text) const {
  std::vector<Hit> Hits = find(Text);
  llvm::erase_if(Hits,
                 [&](const Hit &H) { return Literals[H.Literal].Tentative; });
  return Hits;
}

} // namespace sweeper
