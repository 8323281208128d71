// The audit a reviewer of a deletion PR reads: what is left (by check and
// file), what was deliberately kept and why, and what was not scanned.
#include "report/Reporters.h"
#include <map>

namespace sweeper {

static std::string code(llvm::StringRef S) {
  std::string T = S.trim().str();
  for (char &C : T)
    if (C == '`')
      C = '\'';
  if (T.size() > 120)
    T = T.substr(0, 117) + "...";
  return "`" + T + "`";
}

void printAudit(llvm::raw_ostream &OS, const ReportContext &C) {
  const SweepResult &R = C.Result;
  OS << "# Sweep audit: backend `"
     << (C.Pack.Backend.empty() ? "?" : C.Pack.Backend) << "`\n\n";
  OS << "Rule packs: ";
  for (size_t I = 0; I < C.Pack.Files.size(); ++I)
    OS << (I ? ", " : "") << "`" << C.Pack.Files[I] << "`";
  OS << "\n\n| | count |\n|---|---|\n";
  OS << "| files scanned | " << R.Stats.Scanned << " |\n";
  OS << "| leftovers (findings) | " << R.Findings.size() << " |\n";
  OS << "| allowed look-alikes | " << R.Allowed.size() << " |\n";
  OS << "| files skipped | " << R.Skipped.size() << " |\n\n";

  if (const DerivedPack *D = C.Derived) {
    OS << "## What the deletion removed\n\nDerived from git: files deleted between `"
       << D->Base << "` and " << (D->Head.empty() ? "the work tree" : "`" + D->Head + "`")
       << ".\n\n";
    OS << "- Removed directories: ";
    for (size_t I = 0; I < D->RemovedDirs.size(); ++I)
      OS << (I ? ", " : "") << "`" << D->RemovedDirs[I] << "`";
    OS << (D->RemovedDirs.empty() ? "none" : "") << "\n- Removed files elsewhere: "
       << D->RemovedFiles.size() << "\n- Tokens: ";
    for (size_t I = 0; I < D->Tokens.size(); ++I)
      OS << (I ? ", " : "") << "`" << D->Tokens[I] << "`";
    OS << "\n";
    for (auto &[Kind, Names] : D->Symbols) {
      OS << "- " << Kind << " (" << Names.size() << "): ";
      for (size_t I = 0; I < Names.size(); ++I)
        OS << (I ? ", " : "") << "`" << Names[I] << "`";
      OS << "\n";
    }
    OS << "\n";
  }
  OS << "## Leftovers\n\n";
  if (R.Findings.empty())
    OS << "None.\n\n";
  std::map<unsigned, std::map<std::string, std::vector<const Finding *>>> ByCheck;
  for (const Finding &F : R.Findings)
    ByCheck[unsigned(F.Check)][F.Loc.Path].push_back(&F);
  for (auto &[Id, Files] : ByCheck) {
    const CheckInfo &I = checkInfo(CheckId(Id));
    size_t N = 0;
    for (auto &[P, Fs] : Files)
      N += Fs.size();
    OS << "### `" << I.Name << "` (" << N << ")\n\n" << I.Summary << " "
       << I.Help << "\n\n";
    for (auto &[Path, Fs] : Files) {
      OS << "- `" << Path << "`\n";
      for (const Finding *F : Fs)
        OS << "  - line " << F->Loc.Line << ": " << F->Message
           << (F->LineText.empty() ? "" : " — " + code(F->LineText)) << "\n";
    }
    OS << "\n";
  }

  OS << "## Allowed look-alikes\n\n";
  if (R.Allowed.empty())
    OS << "None.\n\n";
  std::map<std::string, std::vector<const AllowedHit *>> ByAllow;
  for (const AllowedHit &A : R.Allowed)
    ByAllow[(A.Inline ? "inline " : "") + A.AllowId].push_back(&A);
  for (auto &[Key, Hits] : ByAllow) {
    const AllowedHit &First = *Hits.front();
    OS << "### `" << First.AllowId << "`"
       << (First.Inline ? " (inline suppressions)" : "") << " (" << Hits.size()
       << ")\n\n";
    if (const AllowEntry *E = C.Pack.allowById(First.AllowId))
      OS << "Reason: " << E->Reason << "\n\n";
    for (const AllowedHit *A : Hits) {
      OS << "- `" << A->Loc.Path << ":" << A->Loc.Line << ":" << A->Loc.Column
         << "` " << code(A->LineText);
      if (A->Inline)
        OS << " — " << A->Reason;
      OS << "\n";
    }
    OS << "\n";
  }

  OS << "## Not scanned\n\n";
  if (R.Skipped.empty() && R.NonUtf8Files.empty())
    OS << "Every file was scanned.\n";
  for (const SkippedFile &S : R.Skipped)
    OS << "- `" << S.Path << "`: " << S.Reason << "\n";
  for (const std::string &P : R.NonUtf8Files)
    OS << "- `" << P << "`: not valid UTF-8, scanned as bytes\n";
  OS << "\nEmpty files: " << R.Stats.Empty << ". CRLF files: " << R.Stats.Crlf
     << ". Symlink loops cut: " << R.Stats.SymlinkLoops << ".\n";
}

} // namespace sweeper
