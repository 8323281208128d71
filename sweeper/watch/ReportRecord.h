#pragma once
/// A sweep's whole output, kept in the --cache directory while a watcher
/// (watch/Watch.h) serves it: the report, what went to stderr and the exit
/// status, with the watcher's answer from before the sweep read anything.
/// A later identical run that gets the same answer writes it again, since
/// nothing below the watched root changed in between.
#include "core/CacheFile.h"
#include "watch/Watch.h"
#include "llvm/Support/MemoryBuffer.h"
#include <memory>
#include <vector>

namespace sweeper {

/// A file outside the watched tree the run's output depends on, as the
/// recording run found it: a rule pack's or baseline's bytes (a digest's
/// hex; empty: there was no file), or where a named root led (its real
/// path). Checked again before a record is written again.
struct InputCheck {
  enum Kind : uint8_t { Bytes, RealPath };
  Kind What = Bytes;
  std::string Path; ///< absolute, as the run named it
  std::string Expect;
  bool operator==(const InputCheck &) const = default;
};

/// What \p C names, as it is now.
std::string currentInput(InputCheck::Kind What, const std::string &Path);
/// Whether every input is as it was recorded.
bool inputsUnchanged(const std::vector<InputCheck> &Inputs);

struct ReportRecord {
  WatchToken Token;
  std::vector<InputCheck> Inputs;
  /// The report went to standard output and the run printed nothing of its
  /// own on a replay (no --stats): the replay before start-up may write it.
  bool Direct = false;
  int Status = 0;
  llvm::StringRef Report;      ///< what went to -o or standard output
  llvm::StringRef Diagnostics; ///< what went to standard error
  /// The record's file, mapped: its report is written from the page cache,
  /// not copied into fresh memory first (a fresh page costs more than the
  /// bytes on it here).
  std::unique_ptr<llvm::MemoryBuffer> Held;
};

/// The record of runs keyed by \p Key (everything the output depends on
/// besides the watched tree), or nullopt. \p Problem: the file is there but
/// damaged or foreign (a key's mismatch is a plain miss).
std::optional<ReportRecord> loadRecord(const CacheSpec &C, const Digest &Key,
                                       std::string &Problem);
llvm::Error saveRecord(const CacheSpec &C, const Digest &Key,
                       const ReportRecord &R);

} // namespace sweeper
