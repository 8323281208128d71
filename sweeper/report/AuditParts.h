#pragma once
/// What the audit's parts share: the summary (AuditSummary.cpp), its
/// leftover sections (AuditLeftovers.cpp), its notes (AuditNotes.cpp) and
/// the full listing (AuditReporter.cpp). The same tree text looks the same
/// in each.
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
/// "3 files", "1 file".
std::string count(size_t N, llvm::StringRef One, llvm::StringRef Many);
/// Where what the summary leaves out is listed.
std::string fullListing(bool Full);

/// A complete Markdown block (a file's line, a directory's findings, an
/// allow entry's examples) and how many findings or hits it stands for:
/// the summary shows it whole or not at all.
struct Block {
  std::string Text;
  size_t Count = 0;
};

/// What is left of the summary's room, in bytes and in lines; taking
/// more than is left leaves none.
struct Room {
  size_t Bytes = 0, Lines = 0;
  bool fits(llvm::StringRef Text) const;
  void take(llvm::StringRef Text);
  /// A \p N th of what is left, for a section that must leave the rest.
  Room part(size_t N) const { return {Bytes / N, Lines / N}; }
};

/// How many leading blocks fit in \p R.
size_t fitting(const std::vector<Block> &Blocks, Room R);
/// The text of the first \p N blocks.
std::string joined(const std::vector<Block> &Blocks, size_t N);

/// A section's heading, its first \p Shown blocks and, if some are left
/// out, how many (of \p What) and how many \p Units they hold.
std::string section(const ReportContext &C, llvm::StringRef Title,
                    const std::vector<Block> &Blocks, size_t Shown,
                    llvm::StringRef What, llvm::StringRef Units);

/// The findings, sorted for the audit's leftover sections.
struct Leftovers {
  /// High-confidence findings: what the counts and rollups are of.
  std::vector<const Finding *> High;
  /// Orphan files and dead blocks, each listed with its extent.
  std::vector<const Finding *> Removable;
  /// The rest of High, each a line of the detail as room allows.
  std::vector<const Finding *> Listed;
  /// Findings inside an orphan file or a listed block: they go with it.
  size_t Inside = 0;
  std::vector<const Finding *> Low;
};
Leftovers sortLeftovers(const SweepResult &R);

/// The orphan files and dead blocks, one line each: `path:first-last`.
std::vector<Block> removableBlocks(const Leftovers &L);
/// Counts by directory and by check, every directory named while the
/// text stays within \p Bytes.
std::string rollups(const Leftovers &L, size_t Bytes);
/// The findings of L.Listed, a few per directory in turn, within \p R;
/// a note counts what is left out and says where it is listed.
std::string detail(const ReportContext &C, const Leftovers &L, Room R);

/// One block per matched name of the low-confidence findings, with the
/// allow entry (YAML) that would silence them.
std::vector<Block> lowBlocks(const Leftovers &L);
/// The notes on the rule pack and baseline, or "" when there are none.
std::string configuration(const SweepResult &R);

/// The summary, within C.AuditLimit.
void printAuditSummary(llvm::raw_ostream &OS, const ReportContext &C);

} // namespace sweeper::audit
