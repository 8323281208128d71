// Which structural findings a removal caused. A lint step on a pull
// request must not fail on defects the tree had before (a CODEOWNERS line
// for a directory renamed years ago, a table that never rendered): those
// are reported with --all-structure only.
#include "match/Matcher.h"
#include "structure/Structure.h"

namespace sweeper {

/// The removal edited this line or the one next to it (a table row whose
/// cell went away, a list the deleted entry left).
static bool onTouchedLine(const TouchedFile &T, unsigned Line) {
  return llvm::any_of(T.Lines, [&](const std::pair<unsigned, unsigned> &R) {
    return Line + 1 >= R.first && Line <= R.second + 1;
  });
}

bool mayLinkToRemoval(llvm::StringRef Path, const TextFacts &Facts,
                      const TreeView &Tree) {
  return Tree.AllStructure || Facts.Literal ||
         (Tree.Touched && Tree.Touched->count(Path.str()));
}

bool lineMayLink(const SourceFile &F, unsigned Line, const TreeView &Tree) {
  // A literal's occurrence, not a hit: a part of the line (a finding's
  // text) can hold a hit the whole line's boundaries hide.
  TextFacts Facts;
  if (Tree.M && !Tree.AllStructure)
    Tree.M->find(F.line(Line), &Facts);
  return mayLinkToRemoval(F.Path, Facts, Tree);
}

bool linkedToRemoval(const ExternalRef &R, const SourceFile &F,
                     const TreeView &Tree,
                     llvm::DenseMap<unsigned, bool> &LineNames) {
  if (R.FromRemoval)
    return true;
  llvm::StringRef Text = F.Text.substr(R.Offset, R.Length);
  unsigned Line = F.lineOf(R.Offset);
  if (Tree.M && !Tree.M->find(Text).empty())
    return true;
  if (Tree.M) {
    auto [It, New] = LineNames.try_emplace(Line, false);
    if (New)
      It->second = !Tree.M->find(F.line(Line)).empty();
    if (It->second)
      return true;
  }
  if (!Tree.Touched)
    return false;
  auto It = Tree.Touched->find(F.Path);
  if (It == Tree.Touched->end())
    return false;
  // An Xcode object whose definition the removal deleted, a pattern the
  // removal took out of a sibling line.
  return onTouchedLine(It->second, Line) ||
         (!Text.empty() && llvm::StringRef(It->second.Deleted).contains(Text));
}

} // namespace sweeper
