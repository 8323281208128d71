#include "lsp/Workspace.h"
#include "core/Paths.h"
#include "derive/Derive.h"
#include "walk/Roots.h"
#include "walk/Walker.h"
#include "llvm/Support/Path.h"

namespace sweeper::lsp {

Workspace::Workspace(std::string RootDir, const WorkspaceOptions &O)
    : Root(std::move(RootDir)) {
  if (!load(O))
    return;
  M = std::make_unique<Matcher>(Pack);
  if (!M->error().empty()) {
    Errors.push_back("rule pack: " + M->error());
    M.reset();
    return;
  }
  refreshTree();
}

/// The packs --rules names, or the root's own; then the derivation.
bool Workspace::load(const WorkspaceOptions &O) {
  std::vector<std::string> Packs = O.Rules;
  if (Packs.empty() && O.RemovedSince.empty()) {
    std::string Found = nearestTreePack(Root);
    if (Found.empty() || !packInsideItsDirectory(Found)) {
      Errors.push_back("no rule pack: add .sweeper.yaml to " + Root +
                       " or start the server with --rules or --removed-since");
      return false;
    }
    Packs.push_back(Found);
  }
  llvm::Error E = llvm::Error::success();
  for (const std::string &P : Packs)
    E = llvm::joinErrors(std::move(E),
                         loadRulePack(P, Pack, O.AllowExternalRules));
  if (!O.RemovedSince.empty()) {
    Derived.emplace();
    E = llvm::joinErrors(std::move(E),
                         deriveFromGit(Root, O.RemovedSince, "", *Derived));
    mergeDerived(*Derived, Pack);
  }
  for (std::string &L : errorLines(std::move(E)))
    Errors.push_back(std::move(L));
  return Errors.empty();
}

void Workspace::refreshTree() {
  WalkOptions W;
  for (const std::string &P : Pack.Files)
    W.SkipAbsPaths.push_back(absolutePath(P));
  std::vector<std::string> Paths;
  for (WalkedFile &F : walkRoots({Root}, W).Files)
    Paths.push_back(F.relPath().str());
  Files = FileList(std::move(Paths));
  Tree = TreeView{
      Root, &Files, M.get(),
      Derived && !Derived->DocPages.empty() ? &Derived->DocPages : nullptr,
      Derived && !Derived->Touched.empty() ? &Derived->Touched : nullptr};
}

FileOutcome Workspace::scan(llvm::StringRef Path, llvm::StringRef Text) const {
  llvm::StringRef Rel = Path;
  bool Inside = Rel.consume_front(Root + "/");
  // A file outside the workspace has no tree around it to ask about.
  ScanContext Ctx{Pack, *M, Inside ? Tree : TreeView::none()};
  return scanText(Ctx, Inside ? Rel : llvm::sys::path::filename(Path), Text,
                  Rel);
}

} // namespace sweeper::lsp
