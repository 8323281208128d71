// codeowners-dead-pattern: a CODEOWNERS pattern that matches no file.
#include "core/ShortName.h"
#include "structure/Checks.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/GlobPattern.h"
#include <stdexcept>

namespace sweeper {

bool CodeownersDeadPattern::appliesTo(llvm::StringRef, FileKind Kind,
                                      llvm::StringRef, const TextFacts &,
                                      const TreeView &Tree) const {
  return Kind == FileKind::Codeowners && Tree.Files;
}

namespace {

/// The parts of a pattern that any path it matches holds as they are
/// (none when brackets, braces or escapes make that unclear): a path
/// without one of them is passed over with a memmem instead of a
/// backtracking glob match.
std::vector<llvm::StringRef> literalParts(llvm::StringRef Pattern) {
  std::vector<llvm::StringRef> Out;
  if (Pattern.find_first_of("[]{}\\") != llvm::StringRef::npos)
    return Out;
  for (llvm::StringRef Part : llvm::split(Pattern, '*'))
    for (llvm::StringRef Piece : llvm::split(Part, '?'))
      if (!Piece.empty())
        Out.push_back(Piece);
  return Out;
}

/// Glob matching a pull request can make cost path length x pattern
/// length per file, for every owners line (backtracking at each '*'):
/// past this many bytes of path x pattern, at worst about ten seconds, the
/// check throws and the sweep fails (exit 2) rather than run for minutes.
/// Most matches stop long before their bound; real owners files, whose
/// literal parts rule out most paths unmatched, use a tiny fraction.
class GlobBudget {
public:
  void spend(size_t PathBytes, size_t PatternBytes) {
    Spent += (PathBytes + 1) * (PatternBytes + 1);
    if (Spent > Limit)
      throw std::runtime_error(
          "codeowners-dead-pattern: matching the owners patterns against "
          "the tree's files exceeded its budget (" +
          std::to_string(Limit) + " path x pattern bytes)");
  }

private:
  static constexpr uint64_t Limit = 10'000'000'000;
  uint64_t Spent = 0;
};

/// CODEOWNERS semantics, near enough: a leading '/' anchors at the root, a
/// trailing '/' means everything below, and an unanchored pattern matches at
/// any depth.
bool matchesAny(llvm::StringRef Pattern, const FileList &Files,
                GlobBudget &Budget) {
  bool Anchored = Pattern.consume_front("/");
  bool Dir = Pattern.consume_back("/");
  if (Pattern.empty() || Pattern == "*")
    return !Files.empty();
  std::vector<std::string> Globs{Pattern.str(), Pattern.str() + "/*"};
  if (!Anchored) {
    Globs.push_back("*/" + Pattern.str());
    Globs.push_back("*/" + Pattern.str() + "/*");
  }
  if (Dir)
    Globs.erase(Globs.begin());
  std::vector<llvm::GlobPattern> Compiled;
  for (const std::string &G : Globs) {
    llvm::Expected<llvm::GlobPattern> P = llvm::GlobPattern::create(G);
    if (!P) {
      // An owners line that is no valid glob matches nothing; the error
      // must still be consumed (an unchecked Expected aborts in builds
      // with LLVM's ABI-breaking checks).
      llvm::consumeError(P.takeError());
      continue;
    }
    Compiled.push_back(std::move(*P));
  }
  std::vector<llvm::StringRef> Parts = literalParts(Pattern);
  for (llvm::StringRef Path : Files) {
    if (!llvm::all_of(Parts,
                      [&](llvm::StringRef P) { return Path.contains(P); }))
      continue;
    for (const llvm::GlobPattern &G : Compiled) {
      Budget.spend(Path.size(), Pattern.size() + 4);
      if (G.match(Path))
        return true;
    }
  }
  return false;
}

} // namespace

void CodeownersDeadPattern::check(const SourceFile &F, const TextFacts &,
                                  const TreeView &Tree,
                                  std::vector<ExternalRef> &Out) const {
  const FileList &Files = Tree.fileList();
  GlobBudget Budget;
  for (unsigned L = 1; L <= F.lineCount(); ++L) {
    llvm::StringRef Line = F.line(L), T = Line.ltrim();
    // A dead pattern counts only on a line that names the removal (or one
    // it edited): matching the others against every file was 3.3 ms of
    // the seed's CODEOWNERS, on the sweep's serial tail.
    if (T.empty() || T.starts_with("#") || T.starts_with("[") ||
        !lineMayLink(F, L, Tree))
      continue;
    llvm::StringRef Pattern =
        T.take_until([](char C) { return llvm::isSpace(C); });
    if (matchesAny(Pattern, Files, Budget))
      continue;
    Out.push_back(
        {F.lineStart(L) + (T.data() - Line.data()), Pattern.size(),
         CheckId::CodeownersDeadPattern,
         "owners pattern '" + shortName(Pattern) + "' matches no file"});
  }
}

} // namespace sweeper
