#include "derive/LaterReuse.h"
#include "core/FileKind.h"
#include "derive/Definitions.h"
#include "derive/Derive.h"
#include "derive/PrivateNames.h"
#include "match/LiteralDatabase.h"
#include "match/Segments.h"
#include "llvm/ADT/StringSet.h"

namespace sweeper {
namespace {

using SymbolMap = std::map<std::string, std::vector<std::string>>;

const char *const DanglingKind = "name of a reused family that nothing defines";

/// The removed names as one literal database, in the order of \p Names.
std::vector<std::string> allNames(const SymbolMap &Symbols) {
  std::vector<std::string> Names;
  for (const auto &[Kind, Ns] : Symbols)
    llvm::append_range(Names, Ns);
  return Names;
}

/// The identifiers of \p T that start with \p Prefix and a `_`.
void familyNames(llvm::StringRef T, llvm::StringRef Prefix,
                 llvm::StringSet<> &Out) {
  std::string Start = (Prefix + "_").str();
  for (size_t At = T.find(Start); At != llvm::StringRef::npos;
       At = T.find(Start, At + 1)) {
    if (At > 0 && isIdentChar(T[At - 1]))
      continue;
    size_t E = At + Start.size();
    while (E < T.size() && isIdentChar(T[E]))
      ++E;
    if (E > At + Start.size())
      Out.insert(T.slice(At, E));
  }
}

/// Families rejected as tokens only because a later change uses them more
/// than the tree the removal left, which used them far less than the
/// removed text did (`ggml_cl`, not the kept tree's `ggml_backend`).
std::vector<std::string> reusedFamilies(const DerivedPack &D) {
  std::vector<std::string> Out;
  for (const TokenCandidate &C : D.Candidates)
    if (C.Family && !C.Rejected.empty() && C.LaterUses > C.KeptUses &&
        2 * C.KeptUses <= C.RemovedUses)
      Out.push_back(C.Word);
  return Out;
}

/// Every name the code files of \p Later define (type stubs declare).
llvm::StringSet<> definedNames(const KeptTree &Later) {
  llvm::StringSet<> Out;
  for (size_t I = 0; I < Later.Paths.size(); ++I) {
    FileKind Kind = classifyPath(Later.Paths[I]);
    if (!Later.Texts[I] || llvm::StringRef(Later.Paths[I]).ends_with(".pyi") ||
        (Kind != FileKind::Cxx && Kind != FileKind::Python))
      continue;
    SymbolMap Defs;
    extractSymbols(Later.Paths[I], *Later.Texts[I], Defs);
    for (const auto &[K, Names] : Defs)
      for (const std::string &N : Names)
        Out.insert(N);
  }
  return Out;
}

/// The removed names that files added after the removal spell, split into
/// those some added file uses as a name of its own and those that added C++
/// files only define (and use) as their `static` functions.
struct LaterSpellings {
  llvm::StringSet<> Reused;
  std::map<std::string, std::set<std::string>> Private; // path -> names
};

LaterSpellings laterSpellings(const KeptTree &Kept, const KeptTree &Later,
                              const std::vector<std::string> &Names) {
  LaterSpellings Out;
  std::vector<LiteralDatabase::Literal> Lits;
  for (const std::string &N : Names)
    Lits.push_back({N});
  LiteralDatabase Db(Lits);
  if (Names.empty() || !Db.error().empty())
    return Out;
  llvm::StringSet<> Before;
  for (const std::string &P : Kept.Paths)
    Before.insert(P);
  for (size_t I = 0; I < Later.Paths.size(); ++I) {
    if (!Later.Texts[I] || Before.contains(Later.Paths[I]))
      continue;
    llvm::StringRef T = *Later.Texts[I];
    std::set<std::string> Spelled;
    Db.scan(T, [&](unsigned Id, size_t B) {
      if (wholeNameAt(T, B, B + Names[Id].size()))
        Spelled.insert(Names[Id]);
    });
    bool Cxx = classifyPath(Later.Paths[I]) == FileKind::Cxx;
    for (const std::string &N : Spelled)
      if (Cxx && definesPrivately(T, N))
        Out.Private[Later.Paths[I]].insert(N);
      else
        Out.Reused.insert(N);
  }
  return Out;
}

} // namespace

void dropLaterSpellings(const KeptTree &Kept, const KeptTree &Later,
                        const SymbolMap &BeforeLater, DerivedPack &D) {
  LaterSpellings S = laterSpellings(Kept, Later, allNames(BeforeLater));
  for (auto &[Kind, Ns] : D.Symbols)
    llvm::erase_if(Ns,
                   [&](const std::string &N) { return S.Reused.contains(N); });
  // A `static` function of a later file is that file's own name: the
  // removed external one, which stubs and bindings elsewhere name, stays
  // removed, though dropRedefined took the static for a definition.
  llvm::StringSet<> Restored;
  for (auto &[Path, Ns] : S.Private)
    for (const std::string &N : Ns) {
      if (S.Reused.contains(N))
        continue;
      D.LaterPrivate[Path].insert(N);
      D.SymbolReasons[N] = "defined again only as a static function of " +
                           Path + ", added after the removal";
      Restored.insert(N);
    }
  for (const auto &[Kind, Ns] : BeforeLater)
    for (const std::string &N : Ns)
      if (Restored.contains(N) && !llvm::is_contained(D.Symbols[Kind], N)) {
        D.Symbols[Kind].push_back(N);
        llvm::sort(D.Symbols[Kind]);
      }
}

void collectDangling(const KeptTree &Kept, const KeptTree &Later,
                     DerivedPack &D) {
  std::vector<std::string> Families = reusedFamilies(D);
  if (Families.empty())
    return;
  // Names in files the removal left; those files added since spell are
  // the later change's.
  llvm::StringSet<> Before, Spelled, Added;
  for (const std::string &P : Kept.Paths)
    Before.insert(P);
  for (size_t I = 0; I < Later.Paths.size(); ++I)
    if (Later.Texts[I])
      for (const std::string &F : Families)
        familyNames(*Later.Texts[I], F,
                    Before.contains(Later.Paths[I]) ? Spelled : Added);
  llvm::StringSet<> Defined = definedNames(Later);
  for (const auto &E : Added)
    Defined.insert(E.getKey());
  for (const std::string &N : allNames(D.Symbols))
    Defined.insert(N);
  for (const auto &E : Spelled) {
    llvm::StringRef N = E.getKey();
    if (Defined.contains(N))
      continue;
    D.Symbols[DanglingKind].push_back(N.str());
    D.SymbolReasons[N.str()] =
        "carries a removed family a later change reuses; nothing defines it";
  }
  llvm::sort(D.Symbols[DanglingKind]);
  if (D.Symbols[DanglingKind].empty())
    D.Symbols.erase(DanglingKind);
}

} // namespace sweeper
