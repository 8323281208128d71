// The audit a reviewer of a deletion PR reads: the summary
// (AuditSummary.cpp), and with --audit=full everything it counts, listed:
// leftovers by check and file, every allowed hit, every skipped file. Tree
// text goes through markdownCode or markdownText, so it cannot end a list
// item, open a link, or hide the rest of the audit in an HTML comment.
#include "report/AuditParts.h"
#include "report/Escape.h"
#include <map>

namespace sweeper {

namespace audit {

// Backticks read as quotes, as they always have; the span itself would
// hold them. The cut is on a character boundary.
std::string excerpt(llvm::StringRef Line) {
  std::string T = Line.trim().str();
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

std::string codeList(const std::vector<std::string> &Items, size_t Max) {
  std::string Out;
  for (size_t I = 0; I < Items.size() && I < Max; ++I)
    Out += (I ? ", " : "") + markdownCode(Items[I]);
  if (Items.size() > Max)
    Out += " and " + std::to_string(Items.size() - Max) + " more";
  return Out;
}

std::string place(const Location &L) {
  return markdownCode(L.Path + ":" + std::to_string(L.Line) + ":" +
                      std::to_string(L.Column));
}

std::string allowKey(const AllowedHit &A) {
  return (A.Inline ? "inline " : "") + A.AllowId;
}

} // namespace audit

using namespace audit;

static void printDerived(llvm::raw_ostream &OS, const DerivedPack &D) {
  OS << "## What the deletion removed: every name\n\n";
  OS << "- Removed directories: "
     << (D.RemovedDirs.empty() ? "none" : codeList(D.RemovedDirs))
     << "\n- Removed files elsewhere: "
     << (D.RemovedFiles.empty() ? "none" : codeList(D.RemovedFiles))
     << "\n- Tokens: " << codeList(D.Tokens) << "\n";
  for (auto &[Kind, Names] : D.Symbols)
    OS << "- " << markdownText(Kind) << " (" << Names.size()
       << "): " << codeList(Names) << "\n";
  OS << "\n";
}

static void printLeftovers(llvm::raw_ostream &OS, const SweepResult &R) {
  OS << "## Leftovers by check\n\n";
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
           << (F->Conf == Confidence::Low ? " (low confidence)" : "")
           << (F->LineText.empty() ? "" : " — " + excerpt(F->LineText)) << "\n";
    }
    OS << "\n";
  }
}

static void printAllowed(llvm::raw_ostream &OS, const ReportContext &C) {
  const SweepResult &R = C.Result;
  OS << "## Allowed look-alikes: every hit\n\n";
  if (R.Allowed.empty())
    OS << "None.\n\n";
  std::map<std::string, std::vector<const AllowedHit *>> ByAllow;
  for (const AllowedHit &A : R.Allowed)
    ByAllow[allowKey(A)].push_back(&A);
  for (auto &[Key, Hits] : ByAllow) {
    const AllowedHit &First = *Hits.front();
    OS << "### " << markdownCode(First.AllowId)
       << (First.Inline ? " (inline suppressions)" : "") << " (" << Hits.size()
       << ")\n\n";
    if (const AllowEntry *E = C.Pack.allowById(First.AllowId))
      OS << "Reason: " << markdownProse(E->Reason) << "\n\n";
    for (const AllowedHit *A : Hits) {
      OS << "- " << place(A->Loc) << " " << excerpt(A->LineText);
      if (A->Inline)
        OS << " — " << markdownText(A->Reason);
      OS << "\n";
    }
    OS << "\n";
  }
}

static void printNotScanned(llvm::raw_ostream &OS, const SweepResult &R) {
  OS << "## Not scanned: every file\n\n";
  if (R.Skipped.empty() && R.NonUtf8Files.empty())
    OS << "Every file was scanned.\n";
  for (const SkippedFile &S : R.Skipped)
    OS << "- " << markdownCode(S.Path) << ": " << markdownText(S.Reason)
       << "\n";
  for (const std::string &P : R.NonUtf8Files)
    OS << "- " << markdownCode(P) << ": not valid UTF-8, scanned as bytes\n";
}

void printAudit(llvm::raw_ostream &OS, const ReportContext &C) {
  printAuditSummary(OS, C);
  if (!C.AuditFull)
    return;
  OS << "\n---\n\n# Full listing\n\n";
  if (C.Derived)
    printDerived(OS, *C.Derived);
  printLeftovers(OS, C.Result);
  printAllowed(OS, C);
  printNotScanned(OS, C.Result);
}

} // namespace sweeper
