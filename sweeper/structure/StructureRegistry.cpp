#include "match/Matcher.h"
#include "structure/Checks.h"
#include "walk/Beneath.h"
#include "walk/Walker.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <cassert>
#include <utility>

namespace sweeper {

bool TreeView::leavesTree(llvm::StringRef RelPath) {
  llvm::SmallString<256> P(RelPath);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return llvm::sys::path::is_absolute(P) || P == ".." ||
         llvm::StringRef(P).starts_with("../");
}

const FileList &TreeView::fileList() const {
  assert(Files && "fileList() of TreeView::none()");
  if (Reads)
    Reads->ReadList = true;
  if (Maker)
    std::call_once(Maker->Once, Maker->Make);
  return *Files;
}

// A path through a link is not looked up past it: the link may lead out
// of the tree, and a finding would tell the PR whether something there
// exists. Such a path counts as existing; it is no finding's reason.
static bool existsInside(llvm::StringRef Root, llvm::StringRef RelPath) {
  if (std::optional<bool> Yes = existsBeneath(Root, RelPath))
    return *Yes;
  std::string Path = (Root + "/" + RelPath).str();
  return linkOnTheWay(Path, Root) || llvm::sys::fs::exists(Path);
}

bool TreeView::exists(llvm::StringRef RelPath) const {
  bool Yes = !leavesTree(RelPath) && existsInside(Root, RelPath);
  if (Reads)
    Reads->Probes.push_back({RelPath.str(), Yes});
  return Yes;
}

static llvm::ArrayRef<const StructuralCheck *> registeredStructuralChecks() {
#define STRUCTURAL_CHECK(Name, LinksItself) static const Name Name##Check;
#include "structure/StructuralChecks.def"
#undef STRUCTURAL_CHECK
  static const StructuralCheck *const All[] = {
#define STRUCTURAL_CHECK(Name, LinksItself) &Name##Check,
#include "structure/StructuralChecks.def"
#undef STRUCTURAL_CHECK
  };
  return All;
}

const TreeView &TreeView::none() {
  static const TreeView None;
  return None;
}

std::vector<CheckId> structuralCheckIds() {
  std::vector<CheckId> Ids;
  for (const StructuralCheck *C : registeredStructuralChecks())
    Ids.push_back(C->id());
  return Ids;
}

std::vector<ExternalRef>
runStructuralChecks(llvm::StringRef RelPath, FileKind Kind,
                    llvm::StringRef Text, const TextFacts &Facts,
                    const TreeView &Tree, std::optional<SourceFile> &F) {
  std::vector<ExternalRef> Out;
  if (!Tree.known())
    return Out;
  bool Unlinked = !mayLinkToRemoval(RelPath, Facts, Tree);
  for (const StructuralCheck *C : registeredStructuralChecks()) {
    if ((Unlinked && !C->linksItself()) ||
        !C->appliesTo(RelPath, Kind, Text, Facts, Tree))
      continue;
    if (!F)
      F.emplace(RelPath.str(), Kind, Text);
    size_t Before = Out.size();
    C->check(*F, Facts, Tree, Out);
    // A check reports only its own id: the list above is the whole registry.
    for (size_t I = Before; I < Out.size(); ++I)
      assert(Out[I].Check == C->id() &&
             "structural check reported a foreign id");
  }
  llvm::DenseMap<unsigned, bool> LineNames;
  if (!Tree.AllStructure)
    llvm::erase_if(Out, [&](const ExternalRef &R) {
      return !linkedToRemoval(R, *F, Tree, LineNames);
    });
  return Out;
}

} // namespace sweeper
