#pragma once
/// The structural checks, one class each, declared from the one list in
/// StructuralChecks.def (see Structure.h).
#include "structure/Structure.h"

namespace sweeper {

#define STRUCTURAL_CHECK(Name, LinksItself)                                    \
  class Name final : public StructuralCheck {                                  \
  public:                                                                      \
    CheckId id() const override { return CheckId::Name; }                      \
    bool linksItself() const override { return LinksItself; }                  \
    bool appliesTo(llvm::StringRef RelPath, FileKind Kind,                     \
                   llvm::StringRef Text, const TextFacts &Facts,               \
                   const TreeView &Tree) const override;                       \
    void check(const SourceFile &F, const TextFacts &Facts,                    \
               const TreeView &Tree,                                           \
               std::vector<ExternalRef> &Out) const override;                  \
  };
#include "structure/StructuralChecks.def"
#undef STRUCTURAL_CHECK

} // namespace sweeper
