// Which derived symbols say something about leftovers: long compound or
// build names, and none that the kept tree defines again.
#include "derive/Derive.h"
#include "match/Matcher.h"
#include "walk/Git.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include <re2/re2.h>

namespace sweeper {
namespace {

/// Code names without a token are common words unless they are long
/// compound identifiers (`register_delegate_ops`, `getDefaultStream`); build
/// names (CMake targets and options, Buck targets) are distinctive as they are.
bool distinctive(llvm::StringRef Kind, llvm::StringRef Name) {
  if (Kind.starts_with("CMake") || Kind == "build target" ||
      Kind.starts_with("SwiftPM") || Kind == "command-line flag" ||
      Kind == "Python module")
    return true;
  bool Compound =
      Name.contains('_') ||
      llvm::any_of(llvm::seq<size_t>(1, Name.size()), [&](size_t I) {
        return llvm::isLower(Name[I - 1]) && llvm::isUpper(Name[I]);
      });
  return Name.size() >= 10 && Compound;
}

/// A removed definition whose name the kept tree defines again (a common
/// name like `parse_args`, or a moved definition) says nothing about
/// leftovers: drop it, unless it carries a token (then every use is one).
/// A kept file of the work tree, if it is a regular file: a symlink may
/// point out of the repository and a FIFO would block.
std::optional<std::string> readKeptFile(const std::string &Path) {
  llvm::sys::fs::file_status St;
  if (llvm::sys::fs::status(Path, St, /*follow=*/false) ||
      !llvm::sys::fs::is_regular_file(St) || St.getSize() > (64u << 20))
    return std::nullopt;
  auto B = llvm::MemoryBuffer::getFile(Path, false, false);
  if (!B)
    return std::nullopt;
  return (*B)->getBuffer().str();
}

} // namespace

void dropRedefined(DerivedPack &D, llvm::StringRef Head) {
  RulePack TokensOnly;
  TokensOnly.Tokens = D.Tokens;
  Matcher Tok(TokensOnly);
  llvm::StringSet<> Candidates;
  for (auto &[Kind, Names] : D.Symbols) {
    llvm::erase_if(Names, [&](const std::string &N) {
      return (Tok.empty() || Tok.find(N).empty()) && !distinctive(Kind, N);
    });
    for (const std::string &N : Names)
      if (Kind != "Python module" && (Tok.empty() || Tok.find(N).empty()))
        Candidates.insert(N);
  }
  if (Candidates.empty())
    return;
  std::string Alt;
  for (const auto &C : Candidates)
    Alt += (Alt.empty() ? "" : "|") + RE2::QuoteMeta(C.getKey().str());
  RE2 Any("\\b(?:" + Alt + ")\\b");

  std::vector<std::string> Kept;
  std::vector<std::optional<std::string>> Texts;
  if (Head.empty()) {
    if (auto Ls = runGit(D.RepoRoot, {"ls-files", "-z"}))
      Kept = splitNul(*Ls);
  } else if (auto Ls = runGit(D.RepoRoot, {"ls-tree", "-r", "-z",
                                           "--end-of-options", Head.str()})) {
    std::vector<std::string> Oids;
    for (GitBlobRef &B : parseLsTree(*Ls)) {
      Kept.push_back(std::move(B.Path));
      Oids.push_back(std::move(B.Oid));
    }
    Texts = gitBlobs(D.RepoRoot, Oids);
  }
  llvm::StringSet<> Redefined;
  for (size_t I = 0; I < Kept.size(); ++I) {
    const std::string &P = Kept[I];
    // Work-tree files are read one at a time; blobs came in one batch.
    std::optional<std::string> Text =
        Head.empty() ? readKeptFile(D.RepoRoot + "/" + P) : std::move(Texts[I]);
    if (!Text || !RE2::PartialMatch(*Text, Any))
      continue;
    std::map<std::string, std::vector<std::string>> Defs;
    extractSymbols(P, *Text, Defs);
    for (auto &[K, Names] : Defs)
      for (const std::string &N : Names)
        if (Candidates.contains(N))
          Redefined.insert(N);
  }
  for (auto It = D.Symbols.begin(); It != D.Symbols.end();) {
    llvm::erase_if(It->second,
                   [&](const std::string &N) { return Redefined.contains(N); });
    It = It->second.empty() ? D.Symbols.erase(It) : std::next(It);
  }
}

} // namespace sweeper
