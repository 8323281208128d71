#pragma once
/// What the check reports in one file, from the places the Clang pass
/// classified there: the rule pack's allow entries and inline suppressions
/// applied, the block each finding heads, and the mechanical fixes, as
/// `sweeper scan` decides them (engine/FileScan.cpp, blocks/).
#include "core/Finding.h"
#include "core/Severity.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <string>
#include <vector>

namespace sweeper::tidy {

struct LoadedPack;

struct PlannedDiag {
  ExternalRef Ref;
  Severity Sev = Severity::Warning;
  unsigned EndLine = 0;  ///< last line of the block it heads, or 0
  std::string BlockNote; ///< "lines 7-11 (the #ifdef block) exist only ..."
  std::vector<Edit> Fix; ///< empty: no mechanical fix
};

/// \p Refs are the places in the file at \p RelPath (relative to the
/// sweep's root) holding \p Text, by offset.
std::vector<PlannedDiag> planFile(const LoadedPack &P, llvm::StringRef RelPath,
                                  llvm::StringRef Text,
                                  const std::map<size_t, ExternalRef> &Refs);

} // namespace sweeper::tidy
