// Only compound names count (`curl_uses_ossl_quic`, `SDL_WINAPI_FAMILY`):
// a short or one-word name (`free`, `stream`) is too common for its count
// to say what the removal meant. Uses are counted in the lines deleted
// from kept files, not in deleted files: there the removal chose to cut a
// kept name's reach, while a deleted file's uses say only that the
// backend called a shared helper.
#include "derive/DwindledNames.h"
#include "derive/Derive.h"
#include "derive/Reserved.h"
#include "kinds/KindSpec.h"
#include "match/LiteralDatabase.h"
#include "match/Matcher.h"
#include "match/Segments.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"
#include <re2/re2.h>

namespace sweeper {
namespace {

const char *const DwindledKind = "kept name the removal took most uses of";
constexpr unsigned MinRemovedUses = 3;
constexpr size_t MaxDwindled = 32;

/// Longer is no name a person wrote but generated or hostile text, and
/// every name becomes a literal of the sweep's matcher.
constexpr size_t MaxName = 128;

bool compound(llvm::StringRef N) {
  if (N.size() < 10 || N.size() > MaxName || llvm::isDigit(N[0]) ||
      reservedName(N))
    return false;
  for (size_t I = 1; I + 1 < N.size(); ++I)
    if (N[I] == '_' || N[I] == '-' ||
        (llvm::isLower(N[I - 1]) && llvm::isUpper(N[I])))
      return true;
  return false;
}

/// YAML names its CI jobs and commands with `-` (`install-wolfssl`).
bool isYaml(llvm::StringRef Path) {
  return classifyPath(Path) == FileKind::Yaml;
}

bool nameChar(char C, bool Yaml) {
  return isIdentChar(C) || (Yaml && C == '-');
}

/// The names of \p Line, each once: words of name characters, a `-` at
/// either end dropped (`--with-x` is `with-x`).
llvm::StringSet<> namesOf(llvm::StringRef Line, bool Yaml) {
  llvm::StringSet<> Names;
  for (size_t I = 0; I < Line.size(); ++I) {
    size_t E = I;
    while (E < Line.size() && nameChar(Line[E], Yaml))
      ++E;
    if (llvm::StringRef N = Line.slice(I, E).trim('-'); compound(N))
      Names.insert(N);
    I = E;
  }
  return Names;
}

/// On how many lines deleted from kept files each compound name occurs.
llvm::StringMap<unsigned> removedUses(const RemovedText &Removed) {
  llvm::StringMap<unsigned> Uses;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  for (const auto &[Path, Text] : Removed.DeletedLines) {
    Lines.clear();
    llvm::StringRef(Text).split(Lines, '\n');
    for (llvm::StringRef Line : Lines)
      for (const auto &N : namesOf(Line, isYaml(Path)))
        ++Uses[N.getKey()];
  }
  return Uses;
}

struct Candidate {
  std::string Name;
  unsigned Removed = 0, Kept = 0;
  std::vector<size_t> Files; ///< kept files that name it
  size_t LastLine = 0;       ///< where the last counted line starts
  const std::string *DefinedIn = nullptr;
};

/// Whether the name at \p B of \p T follows `def`, `class` or `#define`:
/// a definition at any depth, which the symbol extractors (top-level
/// names of a module) do not see.
bool definedAt(llvm::StringRef T, size_t B) {
  llvm::StringRef Before = T.take_front(B);
  Before = Before.substr(Before.find_last_of('\n') + 1).rtrim(" \t");
  for (llvm::StringRef W : {"def", "class", "define"})
    if (Before.ends_with(W) &&
        (Before.size() == W.size() ||
         !isIdentChar(Before[Before.size() - W.size() - 1])))
      return true;
  return false;
}

/// Whether the name at \p B of \p T is declared there as a C or C++
/// variable or member: type words before it, `;` or `=` after it (an
/// array's bounds between). SDL's Linux Steam Controller removal deleted
/// every use of the joystick's `bool m_bSteamController;` and left it.
bool declaredAt(llvm::StringRef T, size_t B, size_t Length) {
  static const re2::RE2 Type(R"(^\s*(?:[A-Za-z_][\w:<>]*[\s*&]+)+$)");
  static const re2::RE2 Statement(
      R"(^\s*(?:return|case|goto|else|delete|throw|sizeof|typedef)\b)");
  static const re2::RE2 Ends(R"(^\s*(?:\[[^\]\n]*\])?\s*[;=])");
  llvm::StringRef Before = T.take_front(B);
  Before = Before.substr(Before.find_last_of('\n') + 1);
  llvm::StringRef After = T.drop_front(B + Length).take_front(80);
  auto In = [](llvm::StringRef S) {
    return re2::StringPiece(S.data(), S.size());
  };
  return re2::RE2::FullMatch(In(Before), Type) &&
         !re2::RE2::PartialMatch(In(Before), Statement) &&
         re2::RE2::PartialMatch(In(After), Ends);
}

/// Whether the name at \p B of \p T is a YAML mapping key of its own
/// line: a CI job or command (`install-wolfssl:`) that steps name.
bool keyAt(llvm::StringRef T, size_t B, size_t Length) {
  llvm::StringRef Before = T.take_front(B);
  Before = Before.substr(Before.find_last_of('\n') + 1);
  return Before.trim(" ").empty() && T.drop_front(B + Length).starts_with(":");
}

/// Whether \p T, of \p Kind, defines the name at \p B there.
bool definesAt(FileKind Kind, llvm::StringRef T, size_t B, size_t Length) {
  return definedAt(T, B) ||
         (Kind == FileKind::Cxx && declaredAt(T, B, Length)) ||
         (Kind == FileKind::Yaml && keyAt(T, B, Length));
}

/// Names the removal deleted often enough that are none of its own
/// (removed symbols, token carriers).
std::vector<Candidate> candidates(const RemovedText &Removed,
                                  const DerivedPack &D) {
  llvm::StringSet<> Own;
  for (const auto &[Kind, Names] : D.Symbols)
    for (const std::string &N : Names)
      Own.insert(N);
  std::unique_ptr<Matcher> Tok = tokenMatcher(D.Tokens);
  std::vector<Candidate> Out;
  for (const auto &E : removedUses(Removed))
    if (!Own.contains(E.getKey()) &&
        (Tok->empty() || Tok->find(E.getKey()).empty())) {
      Candidate C;
      C.Name = E.getKey().str();
      C.Removed = E.getValue();
      Out.push_back(std::move(C));
    }
  llvm::sort(Out, [](const Candidate &A, const Candidate &B) {
    return A.Name < B.Name;
  });
  return Out;
}

/// Counts the kept lines that use each candidate, one Vectorscan pass a
/// file.
void countKeptUses(const KeptTree &Kept, std::vector<Candidate> &Cs) {
  std::vector<LiteralDatabase::Literal> Lits;
  for (const Candidate &C : Cs)
    Lits.push_back({C.Name});
  LiteralDatabase Db(Lits);
  if (!Db.error().empty()) {
    Cs.clear();
    return;
  }
  for (size_t F = 0; F < Kept.Paths.size(); ++F) {
    if (!Kept.Texts[F])
      continue;
    llvm::StringRef T = *Kept.Texts[F];
    FileKind Kind = classifyPath(Kept.Paths[F]);
    bool Yaml = isYaml(Kept.Paths[F]);
    Db.scan(T, [&](unsigned Id, size_t B) {
      size_t E = B + Cs[Id].Name.size();
      if ((B && nameChar(T[B - 1], Yaml)) ||
          (E < T.size() && nameChar(T[E], Yaml)))
        return;
      Candidate &C = Cs[Id];
      size_t Line = T.rfind('\n', B) + 1; // 0 on the first line
      bool NewFile = C.Files.empty() || C.Files.back() != F;
      if (NewFile)
        C.Files.push_back(F);
      if (!C.DefinedIn && definesAt(Kind, T, B, C.Name.size()))
        C.DefinedIn = &Kept.Paths[F];
      // Matches come in order: one use a line, as a reader counts them.
      if (NewFile || Line != C.LastLine)
        ++C.Kept;
      C.LastLine = Line;
    });
  }
}

/// The first kept file that defines \p C, or null: a name only used there
/// is somebody else's API.
const std::string *definedIn(const KeptTree &Kept, const Candidate &C) {
  if (C.DefinedIn)
    return C.DefinedIn;
  for (size_t F : C.Files) {
    std::map<std::string, std::vector<std::string>> Defs;
    extractSymbols(Kept.Paths[F], *Kept.Texts[F], Defs);
    for (const auto &[Kind, Names] : Defs)
      if (Kind != "Python module" && Kind != OutsideName &&
          llvm::is_contained(Names, C.Name))
        return &Kept.Paths[F];
  }
  return nullptr;
}

/// A header in an `include/` folder: the library's interface, which code
/// outside the tree uses whatever the tree itself still does. SDL's WinRT
/// removal took most uses of the public `SDL_WINAPI_FAMILY_PHONE`, which
/// stays for applications.
bool publicInterface(llvm::StringRef Path) {
  return (Path.starts_with("include/") || Path.contains("/include/")) &&
         llvm::is_contained({".h", ".hh", ".hpp", ".hxx"},
                            llvm::sys::path::extension(Path));
}

/// Whether a name defined in \p Path is reached only where it is written:
/// C and C++, and YAML's CI jobs and commands. Python reaches names it
/// never writes (pytest fixtures by parameter, entry points, getattr), so
/// a Python definition left without uses is no leftover by that alone.
bool reachedOnlyByName(llvm::StringRef Path) {
  return classifyPath(Path) == FileKind::Cxx || isYaml(Path);
}

} // namespace

void collectDwindledNames(const RemovedText &Removed, const KeptTree &Kept,
                          DerivedPack &D) {
  std::vector<Candidate> Cs = candidates(Removed, D);
  if (Cs.empty())
    return;
  countKeptUses(Kept, Cs);
  std::vector<std::pair<const Candidate *, const std::string *>> Found;
  // Three deleted uses at least, or every use but the definition's.
  for (const Candidate &C : Cs) {
    bool Most = C.Removed >= MinRemovedUses && C.Kept && C.Kept < C.Removed;
    if (!Most && C.Kept != 1)
      continue;
    if (const std::string *Where = definedIn(Kept, C);
        Where && !publicInterface(*Where) &&
        (Most || reachedOnlyByName(*Where)))
      Found.push_back({&C, Where});
  }
  // A few helpers lose their callers with a backend; dozens are a
  // rewrite of the code around it.
  if (Found.size() > MaxDwindled) {
    D.SetAside.push_back(std::to_string(Found.size()) +
                         " kept names lost most of their uses: more than " +
                         std::to_string(MaxDwindled) +
                         " are a rewrite, none taken");
    return;
  }
  for (const auto &[C, Where] : Found) {
    D.Symbols[DwindledKind].push_back(C->Name);
    std::string Counts = "deleted from " + std::to_string(C->Removed) +
                         " lines of kept files, left on " +
                         std::to_string(C->Kept);
    D.SymbolReasons[C->Name] = Counts + "; defined in " + *Where;
    // Its remaining callers may still need it: a note, never fixed.
    D.Tentative[C->Name] = "a kept name the removal took most uses of (" +
                           Counts + "): what remains may still run";
  }
}

} // namespace sweeper
