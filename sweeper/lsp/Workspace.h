#pragma once
/// What the language server sweeps against: the rule pack (with what
/// derivation found), its matcher, and the list of the workspace's files
/// that whole-tree checks ask about.
#include "core/DerivedPack.h"
#include "engine/FileScan.h"
#include "match/Matcher.h"
#include "rules/RulePack.h"
#include "structure/Structure.h"
#include <memory>

namespace sweeper::lsp {

struct WorkspaceOptions {
  std::vector<std::string> Rules; ///< --rules; else the root's .sweeper.yaml
  std::string RemovedSince;       ///< derive from git when set
  bool AllowExternalRules = false;
  /// Publish allowed look-alikes as hints (initializationOptions
  /// `showAllowed`); off, a file whose hits are all allowed shows nothing.
  bool ShowAllowed = false;
};

class Workspace {
public:
  /// Loads the pack and lists the files of \p Root; problems (a broken
  /// pack, no pack at all) are in errors() and leave it unusable.
  Workspace(std::string Root, const WorkspaceOptions &O);
  bool usable() const { return M != nullptr; }
  const std::vector<std::string> &errors() const { return Errors; }
  /// Lists the files again (on save: a file may have come or gone).
  void refreshTree();
  /// Scans \p Text as the file at absolute \p Path.
  FileOutcome scan(llvm::StringRef Path, llvm::StringRef Text) const;
  const RulePack &pack() const { return Pack; }

private:
  std::string Root;
  RulePack Pack;
  std::optional<DerivedPack> Derived;
  std::unique_ptr<Matcher> M;
  FileList Files;
  TreeView Tree;
  std::vector<std::string> Errors;

  bool load(const WorkspaceOptions &O);
};

} // namespace sweeper::lsp
