// Only configuration reads globs this way (YAML, TOML, JSON and files of
// no kind of their own, as `.gitattributes`); in code `a/*b*/` is a
// comment, and CODEOWNERS has its own check. A glob is a word of path
// characters with a wildcard and a `/`, matched a directory at a time
// as git and GitHub's labeler match (`*` stays inside one, `**` spans
// any number). In `.gitattributes` an extension's glob (`*.mkb`) is one
// too: git matches a pattern without a `/` at any depth.
#include "derive/DeadGlobs.h"
#include "core/FileKind.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/Path.h"
#include <map>
#include <optional>

namespace sweeper {
namespace {

const char *const DeadGlobKind = "glob that matched only removed files";
/// Characters of globs times characters of paths matched in one step, at
/// most: a part's match costs up to its length times the directory name's,
/// so this bounds the work however a hostile tree shapes its globs (97
/// parts, a thousand directories, 190-letter wildcard parts). Past it the
/// derivation fails, as a budget that runs out must: no glob is silently
/// left out. A real tree's globs and removed paths stay far below.
constexpr uint64_t MaxWork = 4'000'000'000;

bool readsGlobs(llvm::StringRef Path) {
  FileKind K = classifyPath(Path);
  return K == FileKind::Yaml || K == FileKind::Toml || K == FileKind::Json ||
         K == FileKind::Text;
}

bool pathChar(char C) {
  return llvm::isAlnum(C) || llvm::StringRef("_-./*?").contains(C);
}

/// A word that can be a path glob: a wildcard, a `/`, three letters or
/// digits, no `//` or `/*` of a comment at its start.
bool globWord(llvm::StringRef W) {
  return W.size() <= 200 && W.find_first_of("*?") != llvm::StringRef::npos &&
         W.contains('/') && !W.starts_with("//") && !W.starts_with("/*") &&
         llvm::count_if(W, llvm::isAlnum) >= 3;
}

/// `*.mkb`: every file with that extension, in any directory.
bool extensionGlob(llvm::StringRef W) {
  return W.consume_front("*.") && W.size() >= 3 && W.size() <= 16 &&
         llvm::all_of(W, llvm::isAlnum);
}

void globsIn(llvm::StringRef T, bool AnyDepth, llvm::StringSet<> &Out) {
  for (size_t I = 0; I < T.size();) {
    size_t E = I;
    while (E < T.size() && pathChar(T[E]))
      ++E;
    llvm::StringRef W = T.slice(I, E).rtrim('.');
    if (globWord(W) || (AnyDepth && extensionGlob(W)))
      Out.insert(W);
    I = E + 1;
  }
}

/// A glob split at its `/`s, each part a pattern; `**` is any number of
/// directories.
struct PathGlob {
  std::vector<std::optional<llvm::GlobPattern>> Parts; ///< nullopt: `**`
  mutable std::vector<char> Fits; ///< match's table, kept between calls
  bool Spans = false;             ///< it holds a `**`
  /// Its first directory when that part is literal (`lib` of `lib/*x*`):
  /// only paths under it can match.
  std::string First;

  static std::optional<PathGlob> of(llvm::StringRef G) {
    PathGlob Out;
    if (!G.contains('/')) { // git's: at any depth
      Out.Parts.push_back(std::nullopt);
      Out.Spans = true;
    }
    llvm::SmallVector<llvm::StringRef, 8> Parts;
    G.split(Parts, '/');
    for (llvm::StringRef P : Parts) {
      if (P == "**") {
        Out.Parts.push_back(std::nullopt);
        Out.Spans = true;
        continue;
      }
      llvm::Expected<llvm::GlobPattern> Part = llvm::GlobPattern::create(P);
      if (!Part) {
        llvm::consumeError(Part.takeError());
        return std::nullopt;
      }
      if (Out.Parts.empty() &&
          P.find_first_of("*?[\\") == llvm::StringRef::npos)
        Out.First = P.str();
      Out.Parts.push_back(std::move(*Part));
    }
    return Out;
  }

  /// Parts against directories, a table of the pairs that match: linear
  /// in their product whatever `**`s a hostile glob repeats.
  bool match(llvm::ArrayRef<llvm::StringRef> Path) const {
    // Without `**` a glob has a part per directory.
    if (!Spans && Parts.size() != Path.size())
      return false;
    size_t W = Path.size() + 1;
    // Fits[P * W + I]: Parts[P..] match Path[I..].
    Fits.assign((Parts.size() + 1) * W, false);
    Fits[Parts.size() * W + Path.size()] = true;
    for (size_t P = Parts.size(); P-- > 0;)
      for (size_t I = W; I-- > 0;) {
        bool More = I < Path.size();
        Fits[P * W + I] =
            Parts[P]
                ? More && Parts[P]->match(Path[I]) && Fits[(P + 1) * W + I + 1]
                : Fits[(P + 1) * W + I] || (More && Fits[P * W + I + 1]);
      }
    return Fits[0];
  }
};

/// Paths split at their `/`s once, for every glob, and grouped by their
/// first directory.
struct SplitPaths {
  const std::vector<std::string> &Paths;
  std::vector<llvm::SmallVector<llvm::StringRef, 8>> Parts;
  struct Group {
    std::vector<size_t> Members;
    uint64_t Chars = 0;
  };
  std::map<llvm::StringRef, Group> ByFirst;
  uint64_t Chars = 0;

  explicit SplitPaths(const std::vector<std::string> &Ps) : Paths(Ps) {
    Parts.resize(Ps.size());
    for (size_t I = 0; I < Ps.size(); ++I) {
      llvm::StringRef(Ps[I]).split(Parts[I], '/');
      Group &G = ByFirst[Parts[I].front()];
      G.Members.push_back(I);
      G.Chars += Ps[I].size() + 1;
      Chars += Ps[I].size() + 1;
    }
  }

  /// The characters of the paths \p G can match.
  uint64_t charsFor(const PathGlob &G) const {
    if (G.First.empty())
      return Chars;
    auto It = ByFirst.find(G.First);
    return It == ByFirst.end() ? 0 : It->second.Chars;
  }

  /// The first path \p G matches, or null.
  const std::string *firstMatch(const PathGlob &G) const {
    if (!G.First.empty()) {
      auto It = ByFirst.find(G.First);
      if (It != ByFirst.end())
        for (size_t I : It->second.Members)
          if (G.match(Parts[I]))
            return &Paths[I];
      return nullptr;
    }
    for (size_t I = 0; I < Parts.size(); ++I)
      if (G.match(Parts[I]))
        return &Paths[I];
    return nullptr;
  }
};

/// Each glob that matches a path of \p Paths, with the first it matches;
/// an error past the budget.
llvm::Error matchEach(const std::map<std::string, PathGlob> &Globs,
                      const std::vector<std::string> &Paths, const char *What,
                      std::map<std::string, const std::string *> &Out) {
  // A glob meets only the paths under its literal first directory.
  SplitPaths Split(Paths);
  uint64_t GlobChars = 0, Work = 0;
  for (const auto &[W, G] : Globs) {
    GlobChars += W.size() + 1;
    Work += (W.size() + 1) * Split.charsFor(G);
  }
  if (Work > MaxWork)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "%zu path globs in configuration files (%llu characters) are too "
        "much to match against %zu %s files (%llu characters)",
        Globs.size(), (unsigned long long)GlobChars, Paths.size(), What,
        (unsigned long long)Split.Chars);
  for (const auto &[W, G] : Globs)
    if (const std::string *P = Split.firstMatch(G))
      Out[W] = P;
  return llvm::Error::success();
}

/// The tree's globs, parsed; `./lib/*.c` and `/lib/*.c` name its `lib/`.
std::map<std::string, PathGlob> treeGlobs(const KeptTree &Kept) {
  llvm::StringSet<> Words;
  for (size_t I = 0; I < Kept.Paths.size(); ++I)
    if (Kept.Texts[I] && readsGlobs(Kept.Paths[I]))
      globsIn(*Kept.Texts[I],
              llvm::sys::path::filename(Kept.Paths[I]) == ".gitattributes",
              Words);
  // A GlobPattern points into the text it was made from: each is made
  // from its key in the map, which stays where it is.
  std::map<std::string, PathGlob> Out;
  for (const auto &E : Words) {
    auto It = Out.try_emplace(E.getKey().str()).first;
    llvm::StringRef Rooted = It->first;
    if (!Rooted.consume_front("./"))
      Rooted.consume_front("/");
    if (std::optional<PathGlob> G = PathGlob::of(Rooted))
      It->second = std::move(*G);
    else
      Out.erase(It);
  }
  return Out;
}

/// Each path's glob of its last extension (`*.mkb`), with the first path
/// that has it: an extension's glob is looked up, not matched, so a
/// removal of any size costs it no budget.
std::map<std::string, const std::string *>
byExtension(const std::vector<std::string> &Paths) {
  std::map<std::string, const std::string *> Out;
  for (const std::string &P : Paths) {
    llvm::StringRef Name = llvm::sys::path::filename(P);
    size_t Dot = Name.rfind('.');
    if (Dot != llvm::StringRef::npos && Dot > 0)
      Out.try_emplace(("*" + Name.drop_front(Dot)).str(), &P);
  }
  return Out;
}

/// Moves the extensions' globs out of \p Globs into \p Was and \p Still,
/// as matchEach would have put them.
void matchExtensions(std::map<std::string, PathGlob> &Globs,
                     const RemovedText &Removed, const KeptTree &Kept,
                     std::map<std::string, const std::string *> &Was,
                     std::map<std::string, const std::string *> &Still) {
  std::map<std::string, const std::string *> Gone, Left;
  for (auto It = Globs.begin(); It != Globs.end();) {
    if (!extensionGlob(It->first)) {
      ++It;
      continue;
    }
    if (Gone.empty() && Left.empty()) {
      Gone = byExtension(Removed.Paths);
      Left = byExtension(Kept.Paths);
    }
    if (auto G = Gone.find(It->first); G != Gone.end())
      Was[It->first] = G->second;
    if (auto L = Left.find(It->first); L != Left.end())
      Still[It->first] = L->second;
    It = Globs.erase(It);
  }
}

} // namespace

llvm::Error collectDeadGlobs(const RemovedText &Removed, const KeptTree &Kept,
                             DerivedPack &D) {
  std::map<std::string, PathGlob> Globs = treeGlobs(Kept);
  std::map<std::string, const std::string *> Was, Still;
  matchExtensions(Globs, Removed, Kept, Was, Still);
  if (llvm::Error E = matchEach(Globs, Removed.Paths, "removed", Was))
    return E;
  // Only the globs that matched a removed file are matched again.
  std::erase_if(Globs, [&](const auto &G) { return !Was.count(G.first); });
  if (llvm::Error E = matchEach(Globs, Kept.Paths, "kept", Still))
    return E;
  for (const auto &[W, Gone] : Was) {
    if (Still.count(W))
      continue;
    D.Symbols[DeadGlobKind].push_back(W);
    D.SymbolReasons[W] = "matched " + *Gone +
                         ", which went with the removal, "
                         "and matches no kept file";
  }
  return llvm::Error::success();
}

} // namespace sweeper
