// Only configuration reads globs this way (YAML, TOML, JSON and files of
// no kind of their own, as `.gitattributes`); in code `a/*b*/` is a
// comment, and CODEOWNERS has its own check. A glob is a word of path
// characters with a wildcard and a `/`, matched a directory at a time
// as git and GitHub's labeler match (`*` stays inside one, `**` spans
// any number).
#include "derive/DeadGlobs.h"
#include "core/FileKind.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/GlobPattern.h"
#include <map>
#include <optional>

namespace sweeper {
namespace {

const char *const DeadGlobKind = "glob that matched only removed files";
/// Globs read from the tree, at most: each is matched against every path.
constexpr size_t MaxGlobs = 2000;

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

void globsIn(llvm::StringRef T, llvm::StringSet<> &Out) {
  for (size_t I = 0; I < T.size() && Out.size() < MaxGlobs;) {
    size_t E = I;
    while (E < T.size() && pathChar(T[E]))
      ++E;
    if (llvm::StringRef W = T.slice(I, E).rtrim('.'); globWord(W))
      Out.insert(W);
    I = E + 1;
  }
}

/// A glob split at its `/`s, each part a pattern; `**` is any number of
/// directories.
struct PathGlob {
  std::vector<std::optional<llvm::GlobPattern>> Parts; ///< nullopt: `**`

  static std::optional<PathGlob> of(llvm::StringRef G) {
    PathGlob Out;
    llvm::SmallVector<llvm::StringRef, 8> Parts;
    G.split(Parts, '/');
    for (llvm::StringRef P : Parts) {
      if (P == "**") {
        Out.Parts.push_back(std::nullopt);
        continue;
      }
      llvm::Expected<llvm::GlobPattern> Part = llvm::GlobPattern::create(P);
      if (!Part) {
        llvm::consumeError(Part.takeError());
        return std::nullopt;
      }
      Out.Parts.push_back(std::move(*Part));
    }
    return Out;
  }

  /// Parts against directories, a table of the pairs that match: linear
  /// in their product whatever `**`s a hostile glob repeats.
  bool match(llvm::ArrayRef<llvm::StringRef> Path) const {
    size_t W = Path.size() + 1;
    // Fits[P * W + I]: Parts[P..] match Path[I..].
    std::vector<bool> Fits((Parts.size() + 1) * W);
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

/// The first of \p Paths that \p G matches, or null.
const std::string *firstMatch(const PathGlob &G,
                              const std::vector<std::string> &Paths) {
  llvm::SmallVector<llvm::StringRef, 16> Parts;
  for (const std::string &P : Paths) {
    Parts.clear();
    llvm::StringRef(P).split(Parts, '/');
    if (G.match(Parts))
      return &P;
  }
  return nullptr;
}

} // namespace

void collectDeadGlobs(const RemovedText &Removed, const KeptTree &Kept,
                      DerivedPack &D) {
  llvm::StringSet<> Globs;
  for (size_t I = 0; I < Kept.Paths.size(); ++I)
    if (Kept.Texts[I] && readsGlobs(Kept.Paths[I]))
      globsIn(*Kept.Texts[I], Globs);
  std::map<std::string, std::string> Dead;
  for (const auto &E : Globs) {
    llvm::StringRef W = E.getKey();
    // `./lib/*.c` and `/lib/*.c` name the tree's `lib/`.
    llvm::StringRef Rooted = W;
    Rooted.consume_front(".");
    Rooted.consume_front("/");
    std::optional<PathGlob> G = PathGlob::of(Rooted);
    if (!G)
      continue;
    if (const std::string *Gone = firstMatch(*G, Removed.Paths);
        Gone && !firstMatch(*G, Kept.Paths))
      Dead[W.str()] = "matched " + *Gone +
                      ", which went with the removal, "
                      "and matches no kept file";
  }
  for (auto &[W, Why] : Dead) {
    D.Symbols[DeadGlobKind].push_back(W);
    D.SymbolReasons[W] = std::move(Why);
  }
}

} // namespace sweeper
