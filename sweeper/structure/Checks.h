#pragma once
/// The structural checks, one class each (see Structure.h).
#include "structure/Structure.h"

namespace sweeper {

#define SWEEPER_STRUCTURAL_CHECK(Name)                                         \
  class Name final : public StructuralCheck {                                  \
  public:                                                                      \
    bool appliesTo(llvm::StringRef RelPath, FileKind Kind,                     \
                   const TreeView &Tree) const override;                       \
    void check(const SourceFile &F, const TreeView &Tree,                      \
               std::vector<ExternalRef> &Out) const override;                  \
  };

SWEEPER_STRUCTURAL_CHECK(DocsTableCells)        ///< docs-table-cells
SWEEPER_STRUCTURAL_CHECK(CIMissingPath)         ///< ci-missing-path
SWEEPER_STRUCTURAL_CHECK(XcodeDanglingObject)   ///< xcode-dangling-object
SWEEPER_STRUCTURAL_CHECK(CodeownersDeadPattern) ///< codeowners-dead-pattern
SWEEPER_STRUCTURAL_CHECK(OrphanFile)            ///< orphan-file
SWEEPER_STRUCTURAL_CHECK(DocsRedirects)         ///< docs-redirect
SWEEPER_STRUCTURAL_CHECK(SwiftPMTargets)        ///< swiftpm-missing-target

#undef SWEEPER_STRUCTURAL_CHECK

} // namespace sweeper
