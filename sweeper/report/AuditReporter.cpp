// The audit a reviewer of a deletion PR reads: what is left (by check and
// file), what was deliberately kept and why, and what was not scanned. Tree
// text goes through markdownCode or markdownText, so it cannot end a list
// item, open a link, or hide the rest of the audit in an HTML comment.
#include "report/Escape.h"
#include "report/Reporters.h"
#include <map>

namespace sweeper {

// A source line as a code span: trimmed, and cut at 120 bytes on a
// character boundary. Backticks read as quotes, as they always have; the
// span itself would hold them.
static std::string excerpt(llvm::StringRef S) {
  std::string T = S.trim().str();
  for (char &C : T)
    if (C == '`')
      C = '\'';
  if (T.size() > 120) {
    size_t Cut = 117;
    while (Cut > 0 && (uint8_t(T[Cut]) & 0xC0) == 0x80)
      --Cut;
    T = T.substr(0, Cut) + "...";
  }
  return markdownCode(T);
}

static void printCodeList(llvm::raw_ostream &OS,
                          const std::vector<std::string> &Items) {
  for (size_t I = 0; I < Items.size(); ++I)
    OS << (I ? ", " : "") << markdownCode(Items[I]);
}

static void printDerived(llvm::raw_ostream &OS, const DerivedPack &D) {
  OS << "## What the deletion removed\n\nDerived from git: files deleted "
        "between "
     << markdownCode(D.Base) << " and "
     << (D.Head.empty() ? "the work tree" : markdownCode(D.Head)) << ".\n\n";
  OS << "- Removed directories: ";
  printCodeList(OS, D.RemovedDirs);
  OS << (D.RemovedDirs.empty() ? "none" : "")
     << "\n- Removed files elsewhere: " << D.RemovedFiles.size()
     << "\n- Tokens: ";
  printCodeList(OS, D.Tokens);
  OS << "\n";
  for (auto &[Kind, Names] : D.Symbols) {
    OS << "- " << Kind << " (" << Names.size() << "): ";
    printCodeList(OS, Names);
    OS << "\n";
  }
  OS << "\n";
}

static void printLeftovers(llvm::raw_ostream &OS, const SweepResult &R) {
  OS << "## Leftovers\n\n";
  if (R.Findings.empty())
    OS << "None.\n\n";
  std::map<unsigned, std::map<std::string, std::vector<const Finding *>>>
      ByCheck;
  for (const Finding &F : R.Findings)
    ByCheck[unsigned(F.Check)][F.Loc.Path].push_back(&F);
  for (auto &[Id, Files] : ByCheck) {
    const CheckInfo &I = checkInfo(CheckId(Id));
    size_t N = 0;
    for (auto &[P, Fs] : Files)
      N += Fs.size();
    OS << "### `" << I.Name << "` (" << N << ")\n\n"
       << I.Summary << " " << I.Help << "\n\n";
    for (auto &[Path, Fs] : Files) {
      OS << "- " << markdownCode(Path) << "\n";
      for (const Finding *F : Fs)
        OS << "  - line " << F->Loc.Line << ": " << markdownText(F->Message)
           << (F->LineText.empty() ? "" : " — " + excerpt(F->LineText)) << "\n";
    }
    OS << "\n";
  }
}

static void printAllowed(llvm::raw_ostream &OS, const ReportContext &C) {
  const SweepResult &R = C.Result;
  OS << "## Allowed look-alikes\n\n";
  if (R.Allowed.empty())
    OS << "None.\n\n";
  std::map<std::string, std::vector<const AllowedHit *>> ByAllow;
  for (const AllowedHit &A : R.Allowed)
    ByAllow[(A.Inline ? "inline " : "") + A.AllowId].push_back(&A);
  for (auto &[Key, Hits] : ByAllow) {
    const AllowedHit &First = *Hits.front();
    OS << "### " << markdownCode(First.AllowId)
       << (First.Inline ? " (inline suppressions)" : "") << " (" << Hits.size()
       << ")\n\n";
    if (const AllowEntry *E = C.Pack.allowById(First.AllowId))
      OS << "Reason: " << markdownProse(E->Reason) << "\n\n";
    for (const AllowedHit *A : Hits) {
      OS << "- "
         << markdownCode(A->Loc.Path + ":" + std::to_string(A->Loc.Line) + ":" +
                         std::to_string(A->Loc.Column))
         << " " << excerpt(A->LineText);
      if (A->Inline)
        OS << " — " << markdownText(A->Reason);
      OS << "\n";
    }
    OS << "\n";
  }
}

void printAudit(llvm::raw_ostream &OS, const ReportContext &C) {
  const SweepResult &R = C.Result;
  OS << "# Sweep audit: backend "
     << markdownCode(C.Pack.Backend.empty() ? "?" : C.Pack.Backend) << "\n\n";
  OS << "Rule packs: ";
  printCodeList(OS, C.Pack.Files);
  OS << "\n\n| | count |\n|---|---|\n";
  OS << "| files scanned | " << R.Stats.Scanned << " |\n";
  OS << "| leftovers (findings) | " << R.Findings.size() << " |\n";
  OS << "| allowed look-alikes | " << R.Allowed.size() << " |\n";
  OS << "| files skipped | " << R.Skipped.size() << " |\n\n";
  if (C.Derived)
    printDerived(OS, *C.Derived);
  printLeftovers(OS, R);
  printAllowed(OS, C);

  OS << "## Not scanned\n\n";
  if (R.Skipped.empty() && R.NonUtf8Files.empty())
    OS << "Every file was scanned.\n";
  for (const SkippedFile &S : R.Skipped)
    OS << "- " << markdownCode(S.Path) << ": " << markdownText(S.Reason)
       << "\n";
  for (const std::string &P : R.NonUtf8Files)
    OS << "- " << markdownCode(P) << ": not valid UTF-8, scanned as bytes\n";
  OS << "\nEmpty files: " << R.Stats.Empty << ". CRLF files: " << R.Stats.Crlf
     << ". Symlink loops cut: " << R.Stats.SymlinkLoops << ".\n";
}

} // namespace sweeper
