#pragma once
/// Scanning one file: read it safely, find hits, classify, allow, group.
#include "engine/Sweep.h"
#include "match/Matcher.h"
#include "structure/Structure.h"

namespace sweeper {

struct FileOutcome {
  std::vector<Finding> Findings;
  std::vector<AllowedHit> Allowed;
  std::optional<SkippedFile> Skipped;
  FileKind Kind = FileKind::Text;
  bool Scanned = false, HadHits = false, Empty = false, NonUtf8 = false,
       Crlf = false;
  enum SkipReason { None, Binary, Huge, Unreadable } SkipKind = None;
};

/// \p Extra: places the Clang pass classified in this file.
FileOutcome scanFile(const RulePack &Pack, const Matcher &M,
                     const WalkedFile &File, uint64_t MaxBytes,
                     llvm::ArrayRef<ExternalRef> Extra = {},
                     const TreeView *Tree = nullptr);

/// Scans text already in memory (tests, and files read by scanFile).
/// \p RelPath decides kind and allow globs; \p DisplayPath goes into
/// locations (RelPath if empty).
FileOutcome scanText(const RulePack &Pack, const Matcher &M,
                     llvm::StringRef RelPath, llvm::StringRef Text,
                     llvm::StringRef DisplayPath = "",
                     llvm::ArrayRef<ExternalRef> Extra = {},
                     const TreeView *Tree = nullptr);

} // namespace sweeper
