#pragma once
/// A sweep's whole output, kept in the --cache directory while a watcher
/// (watch/Watch.h) serves it: the report, what went to stderr and the exit
/// status, with the watcher's answer from before the sweep read anything.
/// A later identical run that gets the same answer writes it again, since
/// nothing below the watched root changed in between.
#include "core/CacheFile.h"
#include "watch/Watch.h"

namespace sweeper {

struct ReportRecord {
  WatchToken Token;
  int Status = 0;
  std::string Report;      ///< what went to -o or standard output
  std::string Diagnostics; ///< what went to standard error
};

/// The record of runs keyed by \p Key (everything the output depends on
/// besides the watched tree), or nullopt. \p Problem: the file is there but
/// damaged or foreign (a key's mismatch is a plain miss).
std::optional<ReportRecord> loadRecord(const CacheSpec &C, const Digest &Key,
                                       std::string &Problem);
llvm::Error saveRecord(const CacheSpec &C, const Digest &Key,
                       const ReportRecord &R);

} // namespace sweeper
