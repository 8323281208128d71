#include "clangpass/TuCollector.h"
#include "core/Paths.h"
#include "match/Matcher.h"
#include "rules/RulePack.h"
#include "clang/Basic/FileEntry.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace sweeper {

void mergeRef(std::map<size_t, ExternalRef> &Into, ExternalRef R) {
  auto [It, New] = Into.try_emplace(R.Offset, R);
  if (!New && std::tie(R.Check, R.Message) <
                  std::tie(It->second.Check, It->second.Message))
    It->second = std::move(R);
}

bool TuCollector::carries(llvm::StringRef Name) const {
  std::vector<Hit> Hits = M.find(Name);
  Matcher::dropReserved(Name, Hits);
  return !Hits.empty();
}

bool TuCollector::inRemovedPath(llvm::StringRef Path) const {
  for (const std::string &P : Pack.RemovedPaths) {
    llvm::StringRef Lit =
        llvm::StringRef(P)
            .take_until([](char C) { return C == '*' || C == '?' || C == '['; })
            .rtrim('/');
    if (Lit.empty())
      continue;
    std::string Dir = "/" + Lit.str();
    if (Path.contains(Dir + "/") || Path.ends_with(Dir))
      return true;
  }
  return false;
}

std::string TuCollector::fileOf(const clang::SourceManager &SM,
                                clang::SourceLocation L, size_t *Offset) const {
  if (L.isInvalid())
    return "";
  L = SM.getFileLoc(L);
  if (SM.isInSystemHeader(L))
    return "";
  auto [FID, Off] = SM.getDecomposedLoc(L);
  clang::OptionalFileEntryRef FE = SM.getFileEntryRefForID(FID);
  if (!FE)
    return "";
  std::string Path = FE->getFileEntry().tryGetRealPathName().str();
  if (Path.empty()) {
    Path = absolutePath(FE->getName());
  }
  bool InRoot = llvm::any_of(Roots, [&](const std::string &R) {
    return llvm::StringRef(Path).starts_with(R + "/") || Path == R;
  });
  if (!InRoot)
    return "";
  if (Offset)
    *Offset = Off;
  return Path;
}

void TuCollector::add(const clang::SourceManager &SM, clang::SourceLocation L,
                      size_t Len, CheckId Check, std::string Message) {
  size_t Off = 0;
  std::string File = fileOf(SM, L, &Off);
  if (File.empty() || Len == 0)
    return;
  mergeRef(Refs[File], ExternalRef{Off, Len, Check, std::move(Message)});
}

} // namespace sweeper
