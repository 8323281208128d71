#pragma once
/// Reporters turn a SweepResult into one output format each. They only read
/// findings; they never decide what is a finding.
#include "core/DerivedPack.h"
#include "engine/Sweep.h"
#include "fix/Apply.h"
#include "llvm/Support/raw_ostream.h"

namespace sweeper {

/// What SARIF does with allowlisted look-alikes (--sarif-allowlisted).
enum class SarifAllowlisted {
  /// Left out: code scanning ignores `suppressions` and would open an
  /// alert for each.
  Omit,
  /// Results with `suppressions`, for viewers that honour them; every
  /// other result then carries an empty `suppressions` array.
  Suppressed,
};

/// "high" or "low", as JSON and SARIF name a finding's confidence.
inline llvm::StringRef confidenceName(Confidence C) {
  return C == Confidence::Low ? "low" : "high";
}

/// The audit's summary fits a GitHub PR comment (65,536 characters) and a
/// step summary with room to spare.
constexpr size_t AuditSummaryLimit = 60000;
/// And a reviewer reads it: past this many lines, findings are listed a
/// few per directory and the rest counted (every directory is named).
constexpr size_t AuditSummaryLines = 300;

/// A skip reason's kind, as summaries count them: "huge: 20000000 bytes
/// (limit ...)" is "huge"; also "binary", "unreadable", "git submodule",
/// "compilation database", "symlink" and "other".
std::string skipKind(llvm::StringRef Reason);

struct ReportContext {
  const RulePack &Pack;
  const SweepResult &Result;
  std::string ToolVersion;
  const DerivedPack *Derived = nullptr; ///< with --removed-since
  SarifAllowlisted Allowlisted = SarifAllowlisted::Omit;
  /// The run as a shell command (shellCommand), so the audit says how to
  /// reproduce it; empty: not known.
  std::string CommandLine = {};
  bool AuditFull = false; ///< the summary, then every hit and skipped file
  /// Of the summary, in bytes (it has no more characters than bytes).
  size_t AuditLimit = AuditSummaryLimit;
  /// Of the summary, in lines: a soft bound the listings are fitted to.
  size_t AuditLines = AuditSummaryLines;
};

/// clang-style `path:line:col: warning: message [check-id]`, source line and
/// caret. Colour only when \p Colors.
void printText(llvm::raw_ostream &OS, const ReportContext &C, bool Colors);
/// One-paragraph summary (files, skips, counts) for stderr.
/// With \p Verbose, each TU's Clang errors too.
void printSummary(llvm::raw_ostream &OS, const ReportContext &C,
                  bool Verbose = false);
/// The notes on the sweeper's own configuration (R.Configuration), one
/// clang-style line each, `path:line:col: note: message [check-id]`; with
/// \p ErrorsOnly, those --strict made errors. printSummary prints them all.
void printConfiguration(llvm::raw_ostream &OS, const SweepResult &R,
                        bool ErrorsOnly = false);
/// The stable JSON schema documented in docs/json-output.md.
void printJson(llvm::raw_ostream &OS, const ReportContext &C);
/// SARIF 2.1.0 for GitHub code scanning.
void printSarif(llvm::raw_ostream &OS, const ReportContext &C);

/// clang-tidy's replacement YAML for every finding with a fix (for
/// --export-fixes and clang-apply-replacements); returns how many.
unsigned printFixesYaml(llvm::raw_ostream &OS, const SweepResult &R);
/// docs/checks.md: every registered check with its severity and help.
void printCheckDocs(llvm::raw_ostream &OS);
/// Markdown audit for a reviewer of a deletion PR: a summary within
/// C.AuditLimit bytes and about C.AuditLines lines (what was removed; the
/// orphan files and dead blocks with their extent; leftovers counted by
/// directory and check; findings listed evenly across directories;
/// low-confidence names with the allow entry that would silence each;
/// allow entries counted with two examples; notes on the configuration;
/// skips counted by reason; the command), and with C.AuditFull every hit
/// and skipped file after it.
void printAudit(llvm::raw_ostream &OS, const ReportContext &C);
/// GitHub Actions workflow commands, one per finding
/// (`::warning file=PATH,line=L,col=C,title=CHECK::MESSAGE`; `::error`,
/// `::notice` by severity): the runner shows each as an annotation.
void printGithub(llvm::raw_ostream &OS, const ReportContext &C);
/// lintrunner's LintMessage JSON Lines, one per finding (code
/// BACKEND-SWEEPER, name the check id, 1-based line and char or null). The
/// first finding with a fix in a file carries \p Patches' whole-file text
/// before and after (`lintrunner -a` writes it); the others carry null.
void printLintrunner(llvm::raw_ostream &OS, const ReportContext &C,
                     const std::vector<FilePatch> &Patches);

} // namespace sweeper
