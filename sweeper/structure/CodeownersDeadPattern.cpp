// codeowners-dead-pattern: a CODEOWNERS pattern that matches no file.
#include "core/ShortName.h"
#include "structure/Checks.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/GlobPattern.h"

namespace sweeper {

bool CodeownersDeadPattern::appliesTo(llvm::StringRef, FileKind Kind,
                                      llvm::StringRef, const TextFacts &,
                                      const TreeView &Tree) const {
  return Kind == FileKind::Codeowners && Tree.Files;
}

/// CODEOWNERS semantics, near enough: a leading '/' anchors at the root, a
/// trailing '/' means everything below, and an unanchored pattern matches at
/// any depth.
static bool matchesAny(llvm::StringRef Pattern,
                       const llvm::StringSet<> &Files) {
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
  for (const auto &F : Files)
    for (const llvm::GlobPattern &G : Compiled)
      if (G.match(F.getKey()))
        return true;
  return false;
}

void CodeownersDeadPattern::check(const SourceFile &F, const TreeView &Tree,
                                  std::vector<ExternalRef> &Out) const {
  const llvm::StringSet<> &Files = Tree.fileList();
  // A list not final yet is empty and the file is scanned again once it
  // is: compiling every owners line's globs against it (4.5 ms of the
  // seed's CODEOWNERS) would be thrown away.
  if (!Tree.FilesFinal)
    return;
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
    if (matchesAny(Pattern, Files))
      continue;
    Out.push_back(
        {F.lineStart(L) + (T.data() - Line.data()), Pattern.size(),
         CheckId::CodeownersDeadPattern,
         "owners pattern '" + shortName(Pattern) + "' matches no file"});
  }
}

} // namespace sweeper
