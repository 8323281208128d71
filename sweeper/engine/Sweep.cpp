#include "engine/Sweep.h"
#include "engine/FileScan.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include <algorithm>

namespace sweeper {

static bool locLess(const Location &A, const Location &B) {
  return std::tie(A.Path, A.Line, A.Column) < std::tie(B.Path, B.Line, B.Column);
}

SweepResult runSweep(const RulePack &Pack, const SweepOptions &Opts) {
  SweepResult R;
  WalkResult W = walkRoots(Opts.Roots, Opts.Walk);
  R.Errors = W.Errors;
  R.Stats.SymlinkLoops = W.SymlinkLoops;
  R.Stats.Walked = W.Files.size();

  Matcher M(Pack);
  // The Clang pass runs first; what it classified rides along with each
  // file into the text engine, so a place is reported once.
  ClangResult CR;
  std::vector<const std::vector<ExternalRef> *> Extra(W.Files.size(), nullptr);
  if (Opts.Clang) {
    ClangOptions CO = Opts.ClangOpts;
    CO.Jobs = Opts.Jobs;
    if (CO.Roots.empty())
      for (const std::string &Root : Opts.Roots) {
        llvm::SmallString<256> Abs(Root);
        llvm::sys::fs::make_absolute(Abs);
        llvm::sys::path::remove_dots(Abs, true);
        if (llvm::sys::fs::is_directory(Abs))
          CO.Roots.push_back(std::string(Abs));
      }
    CR = runClangPass(Pack, M, CO, W.Files);
    R.Clang = CR.Stats;
    if (!CR.Refs.empty())
      for (size_t I = 0; I < W.Files.size(); ++I) {
        if (classifyPath(W.Files[I].RelPath) != FileKind::Cxx)
          continue;
        llvm::SmallString<256> Real;
        if (llvm::sys::fs::real_path(W.Files[I].AbsPath, Real))
          continue;
        auto It = CR.Refs.find(std::string(Real));
        if (It != CR.Refs.end())
          Extra[I] = &It->second;
      }
  }
  std::vector<FileOutcome> Outcomes(W.Files.size());
  {
    llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Opts.Jobs));
    // Files are handed out in batches: one task per file costs more in
    // queueing than scanning a small file does.
    const size_t Batch = 32;
    for (size_t B = 0; B < W.Files.size(); B += Batch)
      Pool.async([&, B] {
        for (size_t I = B; I < std::min(W.Files.size(), B + Batch); ++I)
          Outcomes[I] = scanFile(Pack, M, W.Files[I], Opts.MaxFileBytes,
                                 Extra[I] ? llvm::ArrayRef<ExternalRef>(*Extra[I])
                                          : llvm::ArrayRef<ExternalRef>());
      });
    Pool.wait();
  }

  for (FileOutcome &O : Outcomes) {
    SweepStats &S = R.Stats;
    switch (O.SkipKind) {
    case FileOutcome::Binary: ++S.Binary; break;
    case FileOutcome::Huge: ++S.Huge; break;
    case FileOutcome::Unreadable: ++S.Unreadable; break;
    case FileOutcome::None: break;
    }
    if (O.Skipped)
      R.Skipped.push_back(std::move(*O.Skipped));
    if (!O.Scanned)
      continue;
    ++S.Scanned;
    ++S.ByKind[O.Kind];
    S.WithHits += O.HadHits;
    S.Empty += O.Empty;
    S.Crlf += O.Crlf;
    S.NonUtf8 += O.NonUtf8;
    for (Finding &F : O.Findings)
      R.Findings.push_back(std::move(F));
    for (AllowedHit &A : O.Allowed)
      R.Allowed.push_back(std::move(A));
  }
  for (size_t I = 0; I < Outcomes.size(); ++I)
    if (Outcomes[I].NonUtf8)
      R.NonUtf8Files.push_back(W.Files[I].DisplayPath);

  // An allow entry that matched nothing is reported, so the allowlist
  // cannot rot into a blanket.
  for (const AllowEntry &A : Pack.Allow) {
    bool Used = std::any_of(R.Allowed.begin(), R.Allowed.end(),
                            [&](const AllowedHit &H) { return H.AllowId == A.Id; });
    if (Used)
      continue;
    Finding F;
    F.Check = CheckId::StaleAllow;
    F.Sev = Opts.Strict ? Severity::Error : Pack.severityOf(F.Check);
    F.Loc = {A.Pos.File, A.Pos.Line, A.Pos.Column, 0};
    F.Message = "allow entry '" + A.Id + "' matched nothing in this sweep";
    if (F.Sev != Severity::Off)
      R.Findings.push_back(std::move(F));
  }
  if (Opts.Strict)
    for (Finding &F : R.Findings)
      if (F.Check == CheckId::StaleSuppression)
        F.Sev = Severity::Error;

  std::stable_sort(R.Findings.begin(), R.Findings.end(),
                   [](const Finding &A, const Finding &B) {
                     return locLess(A.Loc, B.Loc);
                   });
  std::stable_sort(R.Allowed.begin(), R.Allowed.end(),
                   [](const AllowedHit &A, const AllowedHit &B) {
                     return locLess(A.Loc, B.Loc);
                   });
  return R;
}

bool hasBlockingFindings(const SweepResult &R) {
  return std::any_of(R.Findings.begin(), R.Findings.end(), [](const Finding &F) {
    return F.Sev == Severity::Warning || F.Sev == Severity::Error;
  });
}

} // namespace sweeper
