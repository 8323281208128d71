#include "structure/Checks.h"
#include "llvm/Support/FileSystem.h"

namespace sweeper {

bool TreeView::exists(llvm::StringRef RelPath) const {
  return llvm::sys::fs::exists(Root + "/" + RelPath.str());
}

std::vector<ExternalRef> runStructuralChecks(llvm::StringRef RelPath,
                                             FileKind Kind,
                                             llvm::StringRef Text,
                                             const TreeView &Tree) {
  static const DocsTableCells Tables;
  static const CIMissingPath CIPaths;
  static const XcodeDanglingObject Xcode;
  static const CodeownersDeadPattern Owners;
  static const OrphanFile Orphans;
  static const DocsRedirects Redirects;
  static const SwiftPMTargets Swift;
  static const StructuralCheck *const All[] = {
      &Tables, &CIPaths, &Xcode, &Owners, &Orphans, &Redirects, &Swift};
  std::vector<ExternalRef> Out;
  std::optional<SourceFile> F;
  for (const StructuralCheck *C : All) {
    if (!C->appliesTo(RelPath, Kind, Tree))
      continue;
    if (!F)
      F.emplace(RelPath.str(), Kind, Text);
    C->check(*F, Tree, Out);
  }
  return Out;
}

} // namespace sweeper
