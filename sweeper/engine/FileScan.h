#pragma once
/// Scanning one file: read it safely, find hits, classify, allow, group.
#include "core/CacheFile.h"
#include "core/StatSig.h"
#include "engine/ReadText.h"
#include "engine/Sweep.h"
#include "match/Matcher.h"
#include "structure/Structure.h"

namespace sweeper {

/// A field added here is kept by PlainOutcome, or makes an outcome that
/// holds it not plain (PlainOutcome::of).
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

/// A FileOutcome that holds nothing but what the summary counts (a file
/// scanned with no finding, allowed hit, skip, fix, non-UTF-8 bytes or
/// time kept): most of a tree's files, two bytes each where a FileOutcome
/// is 136 of fresh memory, kept until the sweep's results are collected.
struct PlainOutcome {
  enum : uint8_t { Present = 1, HadHits = 2, Empty = 4, Crlf = 8 };
  uint8_t Kind = 0;
  uint8_t Flags = 0; ///< 0: no plain outcome
  static std::optional<PlainOutcome> of(const FileOutcome &O) {
    if (!O.Scanned || O.Skip || !O.Findings.empty() || !O.Allowed.empty() ||
        O.NonUtf8 || O.ContentHash || O.Nanos || O.StructureNanos)
      return std::nullopt;
    return PlainOutcome{uint8_t(O.Kind),
                        uint8_t(Present | (O.HadHits ? HadHits : 0) |
                                (O.Empty ? Empty : 0) | (O.Crlf ? Crlf : 0))};
  }
  /// What the file was counted as (a plain outcome is a scanned file,
  /// neither skipped nor non-UTF-8, with nothing found).
  FileKind kind() const { return FileKind(Kind); }
  bool hadHits() const { return Flags & HadHits; }
  bool empty() const { return Flags & Empty; }
  bool crlf() const { return Flags & Crlf; }
};
static_assert(0
#define KIND(Enum, Name) +1
#include "kinds/Kinds.def"
                  <= 256,
              "every kind fits a PlainOutcome's byte");

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
