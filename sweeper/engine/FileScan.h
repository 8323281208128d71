#pragma once
/// Scanning one file: read it safely, find hits, classify, allow, group.
#include "core/CacheFile.h"
#include "core/StatSig.h"
#include "engine/ReadText.h"
#include "engine/Sweep.h"
#include "match/Matcher.h"
#include "structure/Structure.h"

namespace sweeper {

/// What scanning one file found and counted.
struct FileOutcome {
  std::vector<Finding> Findings;
  std::vector<AllowedHit> Allowed;
  std::optional<FileSkip> Skip; ///< set when the file was not scanned
  uint64_t ContentHash = 0;     ///< of the bytes read, if a finding has a fix
  FileKind Kind = FileKind::Text;
  bool Scanned = false, HadHits = false, Empty = false, NonUtf8 = false,
       Crlf = false;
  /// CPU time on this file (--stats): all of it, and the structural checks'.
  uint64_t Nanos = 0, StructureNanos = 0;
};

/// What --cache needs to know of the bytes a scan read, to store a result
/// only with them: the fstat of the file they were read from, taken before
/// the read (a change during or after the read gives the file another
/// signature, so no second stat is needed), and, if the scan found
/// anything, their BLAKE3 digest. A file that holds nothing is cheaper to
/// scan again than to hash when its signature changes.
struct BytesRead {
  std::optional<Digest> Content;
  std::optional<StatSig> Sig;
  /// What the file's checks asked of the tree besides its bytes.
  TreeReads Tree;
};

/// What a file is scanned against: the rule pack, the matcher compiled from
/// it, and the tree the file was walked from (structural checks ask it about
/// other files; TreeView::none() for text scanned on its own).
struct ScanContext {
  const RulePack &Pack;
  const Matcher &M;
  const TreeView &Tree = TreeView::none();
  /// When set (--cache), what each file read was, so the cache need not
  /// stat or read the file a second time.
  BytesRead *Read = nullptr;
  /// Fill FileOutcome::Nanos and StructureNanos (--stats).
  bool Timed = false;
  /// Give findings their fixes (SweepOptions::PlanFixes).
  bool PlanFixes = true;
};

/// \p Extra: places the Clang pass classified in this file.
FileOutcome scanFile(const ScanContext &Ctx, const WalkedFile &File,
                     uint64_t MaxBytes, llvm::ArrayRef<ExternalRef> Extra = {});

/// Scans text already in memory (tests, and files read by scanFile).
/// \p RelPath decides kind and allow globs; \p DisplayPath goes into
/// locations (RelPath if empty).
FileOutcome scanText(const ScanContext &Ctx, llvm::StringRef RelPath,
                     llvm::StringRef Text, llvm::StringRef DisplayPath = "",
                     llvm::ArrayRef<ExternalRef> Extra = {});

} // namespace sweeper
