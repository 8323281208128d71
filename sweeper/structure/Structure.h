#pragma once
/// Structural checks: what a deletion breaks without leaving the backend's
/// name behind (a table row that lost a cell, a CI step calling a deleted
/// script, a dangling Xcode object id, a CODEOWNERS pattern matching
/// nothing, a file named for the removed backend). Each is a small class in
/// this directory, registered in StructuralChecks.def; its findings join
/// the file's hits as ExternalRefs, so allow entries apply to them too.
#include "core/DerivedPack.h"
#include "core/Finding.h"
#include "scan/SourceFile.h"
#include "structure/FileList.h"
#include "llvm/ADT/DenseMap.h"
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace sweeper {

class Matcher;
struct TextFacts;

/// How a tree's list (TreeView::Files) is made when a check first reads
/// it: a sweep's few files that read the whole list (CODEOWNERS,
/// Package.swift, lists of removed paths) pay for it, not every sweep
/// before its scan starts (25 ms of serial work at 90,000 files).
struct ListMaker {
  std::once_flag Once;
  std::function<void()> Make;
};

/// A TreeView::exists() lookup and its answer: the disk, not the walked
/// list, answers it, so the result cache re-asks each one before it reuses
/// a file's findings.
struct TreeProbe {
  std::string RelPath;
  bool Exists = false;
};

/// What one file's checks asked of its tree: the cache keeps it with the
/// file's outcome, which holds only while every answer does.
struct TreeReads {
  std::vector<TreeProbe> Probes;
  bool ReadList = false; ///< fileList() was read
};

/// What a structural check may ask about the tree around a file.
struct TreeView {
  std::string Root; ///< absolute root the file was walked from
  /// Every walked RelPath under Root: read it through fileList().
  const FileList *Files = nullptr;
  const Matcher *M = nullptr;
  /// Pages deleted by the change (with --removed-since), as links name them.
  const std::vector<std::string> *DeletedPages = nullptr;
  /// Kept files the removal edited (with --removed-since), by RelPath.
  const std::map<std::string, TouchedFile> *Touched = nullptr;
  /// Report structural findings with no link to the removal too.
  bool AllStructure = false;
  /// Absolute directories the compilation database's commands search for
  /// headers; null without one.
  const std::vector<std::string> *IncludeDirs = nullptr;
  /// Fills Files on the first fileList(); null when Files is filled
  /// already.
  ListMaker *Maker = nullptr;
  /// When set, where exists() and fileList() record what they answered: a
  /// copy of the tree's view made for one file's scan.
  TreeReads *Reads = nullptr;
  /// The walked list, whole: the walk lists every file before the scan.
  const FileList &fileList() const;
  /// Whether \p RelPath names a file of the tree. A path that leaves the
  /// tree (`../x`, `/etc/x`) is never looked up: a finding would tell the
  /// PR's author whether a file outside exists.
  bool exists(llvm::StringRef RelPath) const;
  static bool leavesTree(llvm::StringRef RelPath);
  /// False for TreeView::none(): text scanned outside any walked tree, where
  /// structural checks do not run.
  bool known() const { return Files != nullptr; }
  static const TreeView &none();
};

class StructuralCheck {
public:
  virtual ~StructuralCheck() = default;
  /// The one check id this check reports (its class is named after it).
  virtual CheckId id() const = 0;
  /// Whether some findings are the removal's doing by themselves
  /// (ExternalRef::FromRemoval); see StructuralChecks.def.
  virtual bool linksItself() const = 0;
  /// Cheap test on the path, what the matcher's pass saw in the text, and
  /// at most a byte search of it: it runs on every file, before the line
  /// table is built.
  virtual bool appliesTo(llvm::StringRef RelPath, FileKind Kind,
                         llvm::StringRef Text, const TextFacts &Facts,
                         const TreeView &Tree) const = 0;
  /// \p Facts are appliesTo's: what the matcher's pass saw in the text.
  virtual void check(const SourceFile &F, const TextFacts &Facts,
                     const TreeView &Tree,
                     std::vector<ExternalRef> &Out) const = 0;
};

/// Runs every applicable check on a file; \p Text is its whole content.
/// Every registered check's id, in the order they run.
std::vector<CheckId> structuralCheckIds();

/// Whether \p R is the removal's doing rather than a defect the tree had
/// before: its check says so, its text or line names removed code, or it
/// sits on (or quotes) what the removal changed in the file.
/// \p LineNames remembers, per line, whether it names removed code: a
/// long line can hold thousands of findings, each matching it whole.
bool linkedToRemoval(const ExternalRef &R, const SourceFile &F,
                     const TreeView &Tree,
                     llvm::DenseMap<unsigned, bool> &LineNames);
/// Whether a finding in the file at \p Path, whose text (or part) the
/// matcher saw as \p Facts, could pass linkedToRemoval() without
/// FromRemoval: a removed name's literal occurs (a part of the text can
/// hold a hit only then), the removal edited the file, or every finding
/// counts (--all-structure). Checks whose findings would all be dropped
/// skip the rest.
bool mayLinkToRemoval(llvm::StringRef Path, const TextFacts &Facts,
                      const TreeView &Tree);
/// Whether a finding on line \p Line could pass linkedToRemoval() without
/// FromRemoval: a check whose findings never link themselves, and which
/// costs per line, need not look at the others.
bool lineMayLink(const SourceFile &F, unsigned Line, const TreeView &Tree);

/// \p Facts: what Matcher::find saw in \p Text. \p File is the text's
/// line table: built here if a check needs it and not given, for the
/// caller to reuse.
std::vector<ExternalRef>
runStructuralChecks(llvm::StringRef RelPath, FileKind Kind,
                    llvm::StringRef Text, const TextFacts &Facts,
                    const TreeView &Tree, std::optional<SourceFile> &File);

} // namespace sweeper
