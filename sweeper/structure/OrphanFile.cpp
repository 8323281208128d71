// orphan-file: a file that remains but whose name carries the backend's
// token, like a backend's public header left behind by its deletion.
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

bool OrphanFile::appliesTo(llvm::StringRef RelPath, FileKind,
                           const TreeView &Tree) const {
  return Tree.M && nameCarriesToken(RelPath, *Tree.M);
}

void OrphanFile::check(const SourceFile &F, const TreeView &,
                       std::vector<ExternalRef> &Out) const {
  ExternalRef R{0, 0, CheckId::OrphanFile,
                "file '" + F.Path +
                    "' remains but is named for the removed backend"};
  R.OnPath = true;
  R.FromRemoval = true;
  Out.push_back(std::move(R));
}

} // namespace sweeper
