#include "derive/LiveFiles.h"
#include "derive/DefaultAllows.h"
#include "derive/Tokens.h"
#include "match/Matcher.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include <set>

namespace sweeper {
namespace {

/// More files than this under one word is a tree that lives under it
/// whole, which a list of paths does not describe.
constexpr size_t MaxLiveFiles = 512;

std::vector<std::string> lowConfidenceTokens(const DerivedPack &D) {
  std::vector<std::string> Out;
  for (const std::string &T : D.Tokens)
    if (D.Tentative.count(T))
      Out.push_back(T);
  return Out;
}

} // namespace

void keepFileStems(const std::vector<std::string> &Files, const Matcher &Tok,
                   DerivedPack &D) {
  std::set<std::string> Removed;
  for (const auto &[Kind, Names] : D.Symbols)
    Removed.insert(Names.begin(), Names.end());
  for (const std::string &P : Files) {
    // A dot file's stem is empty (`.d3d11rc`): an empty name would allow
    // every line.
    llvm::StringRef Stem = llvm::sys::path::filename(P).split('.').first;
    if (!Tok.find(Stem).empty() && !Removed.count(Stem.str()) &&
        !llvm::is_contained(D.Tokens, Stem.lower()))
      D.KeptNames.try_emplace(Stem.str(), P);
  }
}

void collectLiveFiles(const KeptTree &Kept, DerivedPack &D) {
  std::vector<std::string> Words = lowConfidenceTokens(D);
  if (Words.empty())
    return;
  std::unique_ptr<Matcher> Tok = tokenMatcher(Words);
  std::vector<std::string> Files;
  for (const std::string &P : Kept.Paths)
    if (!D.Touched.count(P) && !Tok->find(llvm::sys::path::filename(P)).empty())
      Files.push_back(P);
  if (Files.size() > MaxLiveFiles) {
    D.SetAside.push_back(llvm::formatv("{0} kept files named for a word the "
                                       "kept tree lives under: more than "
                                       "{1}, so none is taken as its own",
                                       Files.size(), MaxLiveFiles));
    return;
  }
  // A reference to such a file by its name is to kept code: SDL's Visual
  // Studio projects list `SDL_shaders_d3d11.c`.
  keepFileStems(Files, *Tok, D);
  D.LiveFiles = std::move(Files);
}

std::optional<AllowEntry> liveFilesAllow(const DerivedPack &D) {
  std::vector<std::string> Words = lowConfidenceTokens(D);
  if (D.LiveFiles.empty() || Words.empty())
    return std::nullopt;
  AllowEntry A;
  A.Id = "live-files";
  A.Reason = "kept files named for a word the kept tree still lives under, "
             "which the removal did not touch: the word there is theirs";
  A.Regex = "(?i)(?:" + quotedAlternation(Words) + ")";
  for (const std::string &P : D.LiveFiles)
    A.PathGlobs.push_back(globLiteral(P));
  sealDerivedAllow(A);
  return A;
}

} // namespace sweeper
