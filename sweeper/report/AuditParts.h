#pragma once
/// What the audit's summary (AuditSummary.cpp) and its full listing
/// (AuditReporter.cpp) share: the same tree text looks the same in both.
#include "report/Reporters.h"

namespace sweeper::audit {

/// A source line as a code span: trimmed, cut at 120 bytes.
std::string excerpt(llvm::StringRef Line);
/// `a`, `b`, `c` (code spans); past \p Max items, "and N more".
std::string codeList(const std::vector<std::string> &Items,
                     size_t Max = SIZE_MAX);
/// `path:line:col` as a code span.
std::string place(const Location &L);
/// The key allowed hits are grouped by: inline suppressions apart.
std::string allowKey(const AllowedHit &A);
/// The summary, within C.AuditLimit.
void printAuditSummary(llvm::raw_ostream &OS, const ReportContext &C);

} // namespace sweeper::audit
