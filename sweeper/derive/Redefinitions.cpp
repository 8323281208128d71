// Which derived symbols say something about leftovers: long compound or
// build names, and none that the kept tree defines again.
#include "derive/Definitions.h"
#include "derive/Derive.h"
#include "derive/KeptTree.h"
#include "derive/Reserved.h"
#include "derive/Tokens.h"
#include "match/LiteralDatabase.h"
#include "match/Matcher.h"
#include "match/Segments.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"
#include <set>

namespace sweeper {
namespace {

/// Code names without a token are common words unless they are long
/// compound identifiers (`register_delegate_ops`, `getDefaultStream`); build
/// names (CMake targets and options, Buck targets) are distinctive as they are.
bool distinctive(llvm::StringRef Kind, llvm::StringRef Name) {
  // Build names are global (a CMake target, a SwiftPM product), unless they
  // are only generic words: `backend`, `partitioner`. A Buck target's name
  // is local to its package (`//backends/apple/mps:backend`; the path finds
  // those), so it is judged like a code name.
  if (Kind.starts_with("CMake") || Kind == "build artifact" ||
      Kind.starts_with("SwiftPM") || Kind == "command-line flag" ||
      Kind == "Python module")
    return !allGenericWords(Name);
  bool Compound =
      Name.contains('_') ||
      llvm::any_of(llvm::seq<size_t>(1, Name.size()), [&](size_t I) {
        return llvm::isLower(Name[I - 1]) && llvm::isUpper(Name[I]);
      });
  return Name.size() >= 10 && Compound;
}

using SymbolMap = std::map<std::string, std::vector<std::string>>;

/// A C header CMake or autoconf configures: `config.h.in`,
/// `SDL_build_config.h.cmake`.
bool configuredHeader(llvm::StringRef Path) {
  llvm::StringRef Name = llvm::sys::path::filename(Path);
  return (Name.consume_back(".in") || Name.consume_back(".cmake")) &&
         llvm::is_contained({".h", ".hh", ".hpp", ".hxx"},
                            llvm::sys::path::extension(Name));
}

/// The kind whose definitions \p Path holds: a configured header defines
/// macros with its `#cmakedefine` lines, as C does.
FileKind definingKind(llvm::StringRef Path) {
  return configuredHeader(Path) ? FileKind::Cxx : classifyPath(Path);
}

/// The macros an autoconf template's `#undef X` lines leave for configure
/// to define: SDL's `SDL_config.h.in` holds `#undef HAVE_SNPRINTF`, which
/// the removed OS/2 config header defined too.
void templateSlots(llvm::StringRef Text, SymbolMap &Defs) {
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    L = L.ltrim(" \t");
    if (!L.consume_front("#"))
      continue;
    L = L.ltrim(" \t");
    if (!L.consume_front("undef") || L.empty() || !llvm::isSpace(L.front()))
      continue;
    L = L.ltrim(" \t");
    llvm::StringRef Name = L.take_while(isIdentChar);
    if (!Name.empty())
      Defs["C/C++ macro"].push_back(Name.str());
  }
}

bool hasToken(const Matcher &Tok, llvm::StringRef Name) {
  return !Tok.empty() && !Tok.find(Name).empty();
}

/// Keywords and reserved names go whatever they carry: the kept code uses
/// them as the language's own.
void dropIndistinct(SymbolMap &Symbols, const Matcher &Tok) {
  for (auto &[Kind, Names] : Symbols)
    llvm::erase_if(Names, [&](const std::string &N) {
      return reservedName(N) || (!hasToken(Tok, N) && !distinctive(Kind, N));
    });
}

/// A removed definition whose name the kept tree defines again (a common
/// name like `parse_args`, or a moved definition) says nothing about
/// leftovers: drop it, unless it carries a token (then every use is one).
llvm::StringSet<> redefinitionCandidates(const SymbolMap &Symbols,
                                         const Matcher &Tok) {
  llvm::StringSet<> Candidates;
  for (const auto &[Kind, Names] : Symbols)
    for (const std::string &N : Names)
      if (Kind != "Python module" && !hasToken(Tok, N))
        Candidates.insert(N);
  return Candidates;
}

/// The candidates, found in one Vectorscan pass over each kept text. One
/// RE2 alternation of thousands of names ran out of DFA memory and fell
/// back to its NFA, whose cost grows with the names at every byte.
class CandidateFinder {
public:
  /// Caseless: a kept definition that differs only in case is the same
  /// name to a reader (`block_q4_K` for the removed shaders' `block_q4_k`).
  explicit CandidateFinder(const llvm::StringSet<> &Candidates) {
    std::vector<LiteralDatabase::Literal> Lits;
    for (const auto &N : Candidates) {
      Names.push_back(N.getKey().str());
      Lits.push_back({Names.back(), /*Caseless=*/true});
    }
    Db = std::make_unique<LiteralDatabase>(Lits);
  }
  bool usable() const { return Db->error().empty(); }

  /// Calls \p Each(name, begin, end) for every occurrence that stands as
  /// a whole name (`\bNAME\b`, and a flag's `--` with no `-` before it).
  template <typename F> void words(llvm::StringRef T, F &&Each) const {
    Db->scan(T, [&](unsigned Id, size_t B) {
      size_t E = B + Names[Id].size();
      if (wholeNameAt(T, B, E))
        Each(Names[Id], B, E);
    });
  }

private:
  std::vector<std::string> Names;
  std::unique_ptr<LiteralDatabase> Db;
};

/// Whether \p Text says in its first lines that a tool wrote it. It copies
/// its source: when the removal took a definition out of the source and
/// left the copy (SDL's `configure` still defines `CheckNativeClient()`,
/// which its `configure.ac` lost with Native Client), the copy is stale,
/// not a definition of the kept tree's own.
bool generatedFile(llvm::StringRef Text) {
  llvm::StringRef Head = Text.take_front(600);
  for (int I = 0; I < 5 && !Head.empty(); ++I) {
    auto [Line, Rest] = Head.split('\n');
    std::string L = Line.lower();
    if (llvm::StringRef(L).contains("generated by") ||
        llvm::StringRef(L).contains("do not edit") ||
        llvm::StringRef(L).contains("@generated"))
      return true;
    Head = Rest;
  }
  return false;
}

/// What the kept file \p P defines at its top level.
SymbolMap definitionsIn(llvm::StringRef P, llvm::StringRef Text) {
  SymbolMap Defs;
  extractSymbols(P, Text, Defs);
  if (configuredHeader(P))
    templateSlots(Text, Defs);
  return Defs;
}

/// The candidates that a file of the kept tree defines again.
llvm::StringSet<> redefinedNames(const KeptTree &Kept,
                                 const llvm::StringSet<> &Candidates) {
  CandidateFinder Find(Candidates);
  llvm::StringSet<> Redefined;
  // Without the database no name is dropped: the pack keeps every removed
  // name (more findings, never fewer), and a name Vectorscan cannot take
  // fails the sweep's own matcher (exit 2).
  if (!Find.usable())
    return Redefined;
  llvm::StringMap<std::vector<std::string>> Lower; // caseless lookup
  for (const auto &C : Candidates)
    Lower[C.getKey().lower()].push_back(C.getKey().str());
  for (size_t I = 0; I < Kept.Paths.size(); ++I) {
    const std::string &P = Kept.Paths[I];
    // A kept file named for it (TVM's `coproc_sync.cc` pass, after VTA's
    // removed `coproc_sync` function) makes the name the kept tree's.
    llvm::StringRef Stem = llvm::sys::path::stem(P);
    if (Candidates.contains(Stem))
      Redefined.insert(Stem);
    const std::optional<std::string> &Text = Kept.Texts[I];
    // A type stub declares what is defined elsewhere: the `def` of a
    // removed function in a kept `.pyi` is a leftover, not a definition.
    if (!Text || llvm::StringRef(P).ends_with(".pyi") || generatedFile(*Text))
      continue;
    FileKind Kind = definingKind(P);
    bool Code = Kind == FileKind::Python || Kind == FileKind::Cxx;
    // One pass: whether the file names a candidate (only then can it
    // define one), and which it defines below the top level.
    bool Mentions = false;
    Find.words(*Text, [&](llvm::StringRef N, size_t B, size_t E) {
      Mentions = true;
      if (Code && definedLocally(*Text, B, E, Kind == FileKind::Cxx))
        Redefined.insert(N);
    });
    if (!Mentions)
      continue;
    for (const auto &[K, Names] : definitionsIn(P, *Text))
      for (const std::string &N : Names)
        for (const std::string &C : Lower.lookup(llvm::StringRef(N).lower()))
          Redefined.insert(C);
  }
  return Redefined;
}

void dropNames(SymbolMap &Symbols, const llvm::StringSet<> &Names) {
  for (auto It = Symbols.begin(); It != Symbols.end();) {
    llvm::erase_if(It->second,
                   [&](const std::string &N) { return Names.contains(N); });
    It = It->second.empty() ? Symbols.erase(It) : std::next(It);
  }
}

} // namespace

void markTentative(DerivedPack &D) {
  std::unique_ptr<Matcher> Owned = tokenMatcher(D.Tokens);
  const Matcher &Tok = *Owned;
  for (const auto &[Kind, Names] : D.Symbols) {
    // A module is a path; the others are names local to their module.
    if (!llvm::StringRef(Kind).starts_with("Python ") ||
        Kind == "Python module")
      continue;
    for (const std::string &N : Names)
      if (!hasToken(Tok, N))
        D.Tentative[N] = "a removed " + Kind +
                         " without a token: another module may define it";
  }
}

namespace {

/// A removed name kept code spells on a few lines is a leftover there
/// (an import, an `__all__` entry); on this many and four times as many
/// as the removed text, it is the kept tree's own.
constexpr unsigned MinKeptSpellings = 10;

/// On how many lines of \p Texts each of \p Names stands as a whole word.
std::vector<unsigned> linesUsing(const std::vector<std::string> &Names,
                                 llvm::ArrayRef<llvm::StringRef> Texts) {
  std::vector<unsigned> Out(Names.size());
  std::vector<LiteralDatabase::Literal> Lits;
  for (const std::string &N : Names)
    Lits.push_back({N});
  LiteralDatabase Db(Lits);
  if (!Db.error().empty())
    return Out;
  for (llvm::StringRef T : Texts) {
    std::set<std::pair<unsigned, size_t>> Lines;
    Db.scan(T, [&](unsigned Id, size_t B) {
      size_t E = B + Names[Id].size();
      if ((B && isIdentChar(T[B - 1])) || (E < T.size() && isIdentChar(T[E])))
        return;
      Lines.insert({Id, T.rfind('\n', B) + 1});
    });
    for (const auto &[Id, Line] : Lines)
      ++Out[Id];
  }
  return Out;
}

} // namespace

void dropKeptSpellings(const RemovedText &Removed, const KeptTree &Kept,
                       DerivedPack &D) {
  std::vector<std::string> Names;
  for (const auto &[Kind, Ns] : D.Symbols)
    if (llvm::StringRef(Kind).starts_with("Python "))
      for (const std::string &N : Ns)
        if (D.Tentative.count(N))
          Names.push_back(N);
  if (Names.empty())
    return;
  std::vector<llvm::StringRef> Gone, Left;
  for (const std::optional<std::string> &T : Removed.Texts)
    if (T)
      Gone.push_back(*T);
  for (const auto &[Path, T] : Removed.DeletedLines)
    Gone.push_back(T);
  for (const std::optional<std::string> &T : Kept.Texts)
    if (T)
      Left.push_back(*T);
  std::vector<unsigned> InGone = linesUsing(Names, Gone),
                        InLeft = linesUsing(Names, Left);
  llvm::StringSet<> Drop;
  for (size_t I = 0; I < Names.size(); ++I)
    if (InLeft[I] >= MinKeptSpellings && InLeft[I] >= 4 * InGone[I])
      Drop.insert(Names[I]);
  dropNames(D.Symbols, Drop);
  for (const auto &N : Drop)
    D.Tentative.erase(N.getKey().str());
}

void dropRedefined(DerivedPack &D, const KeptTree &Kept) {
  std::unique_ptr<Matcher> Owned = tokenMatcher(D.Tokens);
  const Matcher &Tok = *Owned;
  dropIndistinct(D.Symbols, Tok);
  llvm::StringSet<> Candidates = redefinitionCandidates(D.Symbols, Tok);
  if (Candidates.empty())
    return;
  dropNames(D.Symbols, redefinedNames(Kept, Candidates));
}

} // namespace sweeper
