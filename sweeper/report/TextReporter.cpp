#include "core/Counted.h"
#include "report/Escape.h"
#include "report/Reporters.h"
#include "llvm/Support/WithColor.h"
#include <algorithm>
#include <map>
#include <stdexcept>

namespace sweeper {

static llvm::raw_ostream::Colors colorOf(Severity S) {
  switch (S) {
  case Severity::Error:
    return llvm::raw_ostream::RED;
  case Severity::Warning:
    return llvm::raw_ostream::MAGENTA;
  default:
    return llvm::raw_ostream::BLACK;
  }
}

// The source line and a caret under the hit, as clang prints them. The line
// is escaped: no control character reaches the terminal, and no `::` or
// `##[` the CI runner would execute.
static void printExcerpt(llvm::raw_ostream &OS, const Finding &F, bool Colors) {
  // LineText may be a window of a long line starting at LineTextColumn.
  size_t Begin =
      F.Loc.Column > F.LineTextColumn ? F.Loc.Column - F.LineTextColumn : 0;
  TextExcerpt E = textExcerpt(F.LineText, Begin, F.Loc.Length);
  OS << E.Line << '\n';
  if (Colors)
    OS.changeColor(llvm::raw_ostream::GREEN, true);
  OS << E.Caret;
  if (Colors)
    OS.resetColor();
  OS << '\n';
}

/// \p Findings, in order; each run of one path's findings escapes it once.
static void printFindings(llvm::raw_ostream &OS, const FindingList &Findings,
                          bool Colors) {
  llvm::StringRef Escaped;
  std::string Path;
  for (const Finding &F : Findings) {
    if (Path.empty() || F.Loc.Path != Escaped) {
      Escaped = F.Loc.Path;
      Path = escapeTextPath(F.Loc.Path);
    }
    if (Colors)
      OS.changeColor(llvm::raw_ostream::SAVEDCOLOR, /*Bold=*/true);
    OS << Path << ':' << F.Loc.Line << ':' << F.Loc.Column << ": ";
    if (Colors)
      OS.changeColor(colorOf(F.Sev), true);
    OS << severityName(F.Sev) << ": ";
    if (Colors)
      OS.changeColor(llvm::raw_ostream::SAVEDCOLOR, true);
    OS << escapeText(F.Message) << " [" << checkInfo(F.Check).Name << "]";
    if (Colors)
      OS.resetColor();
    OS << '\n';
    if (!F.LineText.empty() && F.Loc.Column > 0)
      printExcerpt(OS, F, Colors);
    for (const std::string &N : F.Notes)
      OS << Path << ':' << F.Loc.Line << ':' << F.Loc.Column
         << ": note: " << escapeText(N) << '\n';
  }
}

void printText(llvm::raw_ostream &OS, const ReportContext &C, bool Colors) {
  OS.enable_colors(Colors);
  printFindings(OS, C.Result.Findings, Colors);
}

static void printCounts(llvm::raw_ostream &OS, const SweepResult &R) {
  const SweepStats &S = R.Stats;
  unsigned W = 0, E = 0, N = 0;
  for (const Finding &F : R.Findings)
    (F.Sev == Severity::Error ? E : F.Sev == Severity::Warning ? W : N)++;
  OS << "sweeper: " << counted(R.Findings.size(), "finding") << " ("
     << counted(E, "error") << ", " << counted(W, "warning") << ", "
     << counted(N, "note") << "), "
     << counted(R.Allowed.size(), "allowed look-alike");
  if (S.Baselined)
    OS << ", " << S.Baselined << " accepted by the baseline";
  OS << "; scanned " << S.Scanned << " of " << S.Walked << " files";
  OS << "; skipped " << R.Skipped.size() << " (binary " << S.Binary << ", huge "
     << S.Huge << ", unreadable " << S.Unreadable;
  // The rest of the skips by kind, so the breakdown adds up.
  std::map<std::string, unsigned> Other;
  for (const SkippedFile &Skip : R.Skipped)
    if (std::string K = skipKind(Skip.Reason);
        K != "binary" && K != "huge" && K != "unreadable")
      ++Other[K];
  for (const auto &[Kind, Count] : Other)
    OS << ", " << Kind << " " << Count;
  OS << ")";
  OS << "; empty " << S.Empty << ", non-UTF-8 " << S.NonUtf8 << ", CRLF "
     << S.Crlf << ", symlink loops " << S.SymlinkLoops << "\n";
}

static void printClang(llvm::raw_ostream &OS, const ClangStats &K,
                       bool Verbose) {
  if (!K.Ran)
    return;
  OS << "sweeper: clang pass (" << escapeTextPath(K.Database)
     << "): " << K.InScope << " TUs in scope of " << K.InDatabase
     << " in the database; parsed " << K.Parsed << ", skipped by the prefilter "
     << K.Prefiltered << ", source deleted " << K.SourceGone << "; "
     << K.WithErrors << " with Clang errors, " << K.MissingIncludes
     << " missing includes"
     << (K.WithErrors && !Verbose ? " (--verbose lists them)" : "") << "\n";
  if (K.OutsideRoots)
    OS << "sweeper: note: " << K.OutsideRoots
       << " database entries name sources outside the sweep; not parsed\n";
  // Each names a TU and quotes Clang's first error, which quotes the source.
  if (Verbose)
    for (const std::string &Detail : K.ErrorDetails)
      OS << "sweeper: clang errors in " << escapeText(Detail) << "\n";
}

void printConfiguration(llvm::raw_ostream &OS, const SweepResult &R,
                        bool ErrorsOnly) {
  for (const Finding &F : R.Configuration)
    if (!ErrorsOnly || F.Sev == Severity::Error)
      OS << escapeTextPath(F.Loc.Path) << ':' << F.Loc.Line << ':'
         << F.Loc.Column << ": " << severityName(F.Sev) << ": "
         << escapeText(F.Message) << " [" << checkInfo(F.Check).Name << "]\n";
}

void printSummary(llvm::raw_ostream &OS, const ReportContext &C, bool Verbose) {
  printCounts(OS, C.Result);
  printConfiguration(OS, C.Result);
  printClang(OS, C.Result.Clang, Verbose);
  // Binary files are expected; files that should have been read are not.
  // Submodules are another repository's: one line, unless asked.
  unsigned Submodules = 0;
  for (const SkippedFile &Skip : C.Result.Skipped) {
    if (Skip.Reason == "binary")
      continue;
    if (!Verbose && skipKind(Skip.Reason) == "git submodule") {
      ++Submodules;
      continue;
    }
    OS << "sweeper: skipped " << escapeTextPath(Skip.Path) << ": "
       << escapeText(Skip.Reason) << "\n";
  }
  if (Submodules)
    OS << "sweeper: skipped " << counted(Submodules, "git submodule")
       << ", not scanned (--verbose lists them)\n";
}

std::string skipKind(llvm::StringRef Reason) {
  for (const char *Kind : {"binary", "huge", "unreadable", "git submodule",
                           "compilation database"})
    if (Reason.starts_with(Kind))
      return Kind;
  return Reason.contains("symlink") ? "symlink" : "other";
}

} // namespace sweeper
