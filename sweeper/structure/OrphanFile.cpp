// orphan-file: a file that remains but whose name carries the backend's
// token, like a backend's public header left behind by its deletion; and a
// file inside a removed path, which the pack keeps as a tombstone: a PR
// that brings a removed directory back fails the gate.
#include "match/Matcher.h"
#include "structure/Checks.h"
#include "llvm/Support/Path.h"

namespace sweeper {

static bool nameCarriesToken(llvm::StringRef RelPath, const Matcher &M) {
  llvm::StringRef Name = llvm::sys::path::filename(RelPath);
  for (const Hit &H : M.find(Name))
    if (H.Kind == HitKind::Token)
      return true;
  return false;
}

/// The removed path \p RelPath lies in (a directory) or is (a file), or "".
static std::string removedPathOf(llvm::StringRef RelPath, const Matcher &M) {
  for (const Hit &H : M.find(RelPath)) {
    llvm::StringRef Lit = M.literal(H.Literal);
    if (H.Kind == HitKind::Path && H.Offset == 0 &&
        (H.Length == RelPath.size() ||
         (Lit.ends_with("/") || RelPath[H.Length] == '/')))
      return Lit.str();
  }
  return "";
}

bool OrphanFile::appliesTo(llvm::StringRef RelPath, FileKind, llvm::StringRef,
                           const TextFacts &, const TreeView &Tree) const {
  // Every path is asked. A token in the file's name is one in its path
  // too (a slash before the name is a boundary), or a longer hit there
  // covers it: a path without hits, most of them, is settled by one find.
  return Tree.M && !Tree.M->find(RelPath).empty() &&
         (nameCarriesToken(RelPath, *Tree.M) ||
          !removedPathOf(RelPath, *Tree.M).empty());
}

void OrphanFile::check(const SourceFile &F, const TextFacts &,
                       const TreeView &Tree,
                       std::vector<ExternalRef> &Out) const {
  std::string Removed = removedPathOf(F.Path, *Tree.M);
  ExternalRef R{
      0, 0, CheckId::OrphanFile,
      Removed.empty()
          ? "file '" + F.Path + "' remains but is named for the removed backend"
          : "file '" + F.Path + "' is inside removed path '" + Removed + "'"};
  R.OnPath = true;
  R.FromRemoval = true;
  Out.push_back(std::move(R));
}

} // namespace sweeper
