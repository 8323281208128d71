#include "report/Reporters.h"
#include "llvm/Support/WithColor.h"

namespace sweeper {

static llvm::raw_ostream::Colors colorOf(Severity S) {
  switch (S) {
  case Severity::Error: return llvm::raw_ostream::RED;
  case Severity::Warning: return llvm::raw_ostream::MAGENTA;
  default: return llvm::raw_ostream::BLACK;
  }
}

void printText(llvm::raw_ostream &OS, const ReportContext &C, bool Colors) {
  OS.enable_colors(Colors);
  for (const Finding &F : C.Result.Findings) {
    if (Colors) OS.changeColor(llvm::raw_ostream::SAVEDCOLOR, /*Bold=*/true);
    OS << F.Loc.Path << ':' << F.Loc.Line << ':' << F.Loc.Column << ": ";
    if (Colors) OS.changeColor(colorOf(F.Sev), true);
    OS << severityName(F.Sev) << ": ";
    if (Colors) OS.changeColor(llvm::raw_ostream::SAVEDCOLOR, true);
    OS << F.Message << " [" << checkInfo(F.Check).Name << "]";
    if (Colors) OS.resetColor();
    OS << '\n';
    if (!F.LineText.empty() && F.Loc.Column > 0) {
      OS << F.LineText << '\n';
      std::string Caret;
      // LineText may be a window of a long line starting at LineTextColumn.
      for (unsigned I = F.LineTextColumn; I < F.Loc.Column &&
                                          I - F.LineTextColumn < F.LineText.size();
           ++I)
        Caret += F.LineText[I - F.LineTextColumn] == '\t' ? '\t' : ' ';
      Caret += '^';
      for (unsigned I = 1; I < F.Loc.Length; ++I)
        Caret += '~';
      if (Colors) OS.changeColor(llvm::raw_ostream::GREEN, true);
      OS << Caret;
      if (Colors) OS.resetColor();
      OS << '\n';
    }
    for (const std::string &N : F.Notes)
      OS << F.Loc.Path << ':' << F.Loc.Line << ':' << F.Loc.Column
         << ": note: " << N << '\n';
  }
}

void printSummary(llvm::raw_ostream &OS, const ReportContext &C,
                  bool Verbose) {
  const SweepStats &S = C.Result.Stats;
  unsigned W = 0, E = 0, N = 0;
  for (const Finding &F : C.Result.Findings)
    (F.Sev == Severity::Error ? E : F.Sev == Severity::Warning ? W : N)++;
  OS << "sweeper: " << C.Result.Findings.size() << " findings (" << E
     << " errors, " << W << " warnings, " << N << " notes), "
     << C.Result.Allowed.size() << " allowed look-alikes; scanned "
     << S.Scanned << " of " << S.Walked << " files";
  OS << "; skipped " << C.Result.Skipped.size() << " (binary " << S.Binary
     << ", huge " << S.Huge << ", unreadable " << S.Unreadable << ")";
  OS << "; empty " << S.Empty << ", non-UTF-8 " << S.NonUtf8 << ", CRLF "
     << S.Crlf << ", symlink loops " << S.SymlinkLoops << "\n";
  const ClangStats &K = C.Result.Clang;
  if (K.Ran) {
    OS << "sweeper: clang pass (" << K.Database << "): " << K.InScope
       << " TUs in scope of " << K.InDatabase << " in the database; parsed "
       << K.Parsed << ", skipped by the prefilter " << K.Prefiltered
       << ", source deleted " << K.SourceGone << "; " << K.WithErrors
       << " with Clang errors, " << K.MissingIncludes << " missing includes"
       << (K.WithErrors && !Verbose ? " (--verbose lists them)" : "") << "\n";
    if (Verbose)
      for (const std::string &E : K.ErrorDetails)
        OS << "sweeper: clang errors in " << E << "\n";
  }
  // Binary files are expected; files that should have been read are not.
  for (const SkippedFile &K : C.Result.Skipped)
    if (K.Reason != "binary")
      OS << "sweeper: skipped " << K.Path << ": " << K.Reason << "\n";
}

} // namespace sweeper
