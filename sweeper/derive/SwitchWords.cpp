// A project names its compile switches by a convention (`PROJ_USE_X`,
// `PROJ_X`, `USE_X`); the word a removed switch adds to it is what the
// switch turned on. ggml's CLBlast removal deleted `ggml-opencl.cpp` and
// left `GGML_USE_CLBLAST`, `GGML_CLBLAST`, `CLBLAST_HOME`, CLBlast build
// docs and `ggml_cpu_has_clblast`: two removed names carry `clblast`, and
// the kept tree, full of those leftovers, uses it more than the removed
// text did, so the ordinary token tests reject it.
#include "derive/SwitchWords.h"
#include "derive/Reserved.h"
#include "match/Matcher.h"
#include "match/Segments.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include <set>

namespace sweeper {
namespace {

/// Kinds of removed names that switch removed code on or off.
const char *const SwitchKinds[] = {"switch that only served removed code",
                                   "CMake compile definition"};

/// The convention's own words: what a switch does, not what it switches.
bool switchVerb(llvm::StringRef W) {
  static const llvm::StringSet<> Verbs = {
      "use",   "uses",    "using", "enable", "enabled", "disable",
      "with",  "without", "have",  "has",    "want",    "force",
      "allow", "only",    "no",    "not",    "opt",     "feature"};
  return Verbs.contains(W);
}

/// Removed build options: one that carries a token names the backend's
/// other parts with its other words. mpv's Raspberry Pi removal deleted
/// the option `rpi-mmal`; `mmal`, the Pi's media API, is in 174 removed
/// lines and 18 kept ones, its hardware decoder's leftovers.
const char *const OptionKinds[] = {"CMake option", "Meson option"};

/// A removed text must use an option's word this many times as often as
/// the kept tree: a word beside the token in an option name
/// (`GGML_OPENCL_PROFILING`) is more often the project's own.
constexpr unsigned OptionWordRatio = 5;

bool optionWord(llvm::StringRef W) {
  return W.size() >= 3 && !llvm::any_of(W, llvm::isDigit) &&
         !isGenericWord(W) && !reservedName(W) && !switchVerb(W);
}

/// Each word of a removed switch that could name a backend, with the
/// number of switches carrying it.
std::map<std::string, unsigned> switchWords(const DerivedPack &D) {
  std::string Repo =
      llvm::sys::path::filename(D.RepoRoot).lower(); // `ggml` in GGML_USE_X
  std::map<std::string, unsigned> Out;
  for (const char *Kind : SwitchKinds) {
    auto It = D.Symbols.find(Kind);
    if (It == D.Symbols.end())
      continue;
    for (const std::string &N : It->second) {
      std::vector<std::string> Words = splitWords(N);
      // The project's convention (`GGML_X`, `USE_X`), not a library's own
      // configuration macro (`VULKAN_HPP_DISPATCH_LOADER_DYNAMIC`).
      if (Words.empty() ||
          (Words.front() != Repo && !llvm::any_of(Words, switchVerb)))
        continue;
      for (const std::string &W :
           std::set<std::string>(Words.begin(), Words.end()))
        if (optionWord(W) && W != Repo && !llvm::is_contained(D.Tokens, W))
          ++Out[W];
    }
  }
  return Out;
}

/// Each word beside a token in a removed build option, with the number
/// of options carrying it.
std::map<std::string, unsigned> optionWords(const DerivedPack &D) {
  std::map<std::string, unsigned> Out;
  for (const char *Kind : OptionKinds) {
    auto It = D.Symbols.find(Kind);
    if (It == D.Symbols.end())
      continue;
    for (const std::string &N : It->second) {
      std::vector<std::string> Words = splitWords(N);
      if (llvm::none_of(Words, [&](const std::string &W) {
            return llvm::is_contained(D.Tokens, W);
          }))
        continue;
      for (const std::string &W :
           std::set<std::string>(Words.begin(), Words.end()))
        if (optionWord(W) && !llvm::is_contained(D.Tokens, W))
          ++Out[W];
    }
  }
  return Out;
}

void countPaths(const std::vector<std::string> &Paths,
                const llvm::StringSet<> &Skip,
                std::map<std::string, TokenCandidate> &Cands,
                unsigned TokenCandidate::*Field) {
  for (const std::string &P : Paths) {
    if (Skip.contains(P))
      continue;
    std::vector<std::string> Words = splitWords(P);
    for (const std::string &W :
         std::set<std::string>(Words.begin(), Words.end()))
      if (auto It = Cands.find(W); It != Cands.end())
        ++(It->second.*Field);
  }
}

/// The identifier around Text[B, E).
llvm::StringRef identifierAt(llvm::StringRef Text, size_t B, size_t E) {
  while (B > 0 && isIdentChar(Text[B - 1]))
    --B;
  while (E < Text.size() && isIdentChar(Text[E]))
    ++E;
  return Text.slice(B, E);
}

/// Counts the words' uses in \p Text, except inside the names in \p Skip:
/// the switches themselves are no evidence of what else uses their words.
void countUses(const Matcher &M, llvm::StringRef Text,
               std::map<std::string, TokenCandidate> &Cands,
               unsigned TokenCandidate::*Uses, unsigned TokenCandidate::*Files,
               const llvm::StringSet<> &Skip = {}) {
  llvm::StringSet<> Seen;
  for (const Hit &H : M.find(Text)) {
    if (Skip.contains(identifierAt(Text, H.Offset, H.Offset + H.Length)))
      continue;
    TokenCandidate &C = Cands[M.literal(H.Literal).lower()];
    ++(C.*Uses);
    if (Files && Seen.insert(C.Word).second)
      ++(C.*Files);
  }
}

void countAll(const RemovedText &Removed, const KeptTree &Kept,
              const KeptTree &Later, const llvm::StringSet<> &Switches,
              std::map<std::string, TokenCandidate> &Cands) {
  std::vector<std::string> Words;
  for (const auto &[W, C] : Cands)
    Words.push_back(W);
  std::unique_ptr<Matcher> M = tokenMatcher(Words);
  if (M->empty() || !M->error().empty())
    return;
  for (const std::optional<std::string> &T : Removed.Texts)
    if (T)
      countUses(*M, *T, Cands, &TokenCandidate::RemovedUses, nullptr);
  for (const auto &[Path, T] : Removed.DeletedLines)
    countUses(*M, T, Cands, &TokenCandidate::RemovedUses, nullptr);
  for (const std::optional<std::string> &T : Kept.Texts)
    if (T)
      countUses(*M, *T, Cands, &TokenCandidate::KeptUses,
                &TokenCandidate::KeptFiles, Switches);
  for (const std::optional<std::string> &T : Later.Texts)
    if (T)
      countUses(*M, *T, Cands, &TokenCandidate::LaterUses, nullptr, Switches);
  llvm::StringSet<> AtHead;
  for (const std::string &P : Kept.Paths)
    AtHead.insert(P);
  countPaths(Kept.Paths, {}, Cands, &TokenCandidate::KeptPaths);
  countPaths(Later.Paths, AtHead, Cands, &TokenCandidate::LaterPaths);
}

/// Why \p C is no token, or "": a word of the kept tree's own paths, of a
/// later change, of most kept files, or one the removed code never used.
std::string judge(const TokenCandidate &C, size_t KeptFiles, bool HasLater) {
  size_t Frequent = std::max<size_t>(20, KeptFiles / 10);
  if (C.KeptPaths || C.LaterPaths)
    return llvm::formatv("names {0} kept paths", C.KeptPaths + C.LaterPaths);
  if (C.RemovedUses < 3)
    return llvm::formatv("used {0}x in the removed text", C.RemovedUses);
  if (C.KeptFiles > Frequent)
    return llvm::formatv("in {0} of {1} kept files", C.KeptFiles, KeptFiles);
  if (C.KeptUses > 2 * C.RemovedUses)
    return llvm::formatv("used far more in the kept tree ({0}) than in the "
                         "removed text ({1})",
                         C.KeptUses, C.RemovedUses);
  if (HasLater && C.LaterUses > C.KeptUses)
    return llvm::formatv("used {0}x in the swept tree, {1}x right after the "
                         "removal (a later change reuses it)",
                         C.LaterUses, C.KeptUses);
  return "";
}

void publish(std::map<std::string, TokenCandidate> &Cands, DerivedPack &D) {
  for (auto &[W, C] : Cands) {
    auto Old = llvm::find_if(D.Candidates, [&](const TokenCandidate &O) {
      return O.Word == W && !O.Family;
    });
    if (!C.Rejected.empty()) {
      if (Old == D.Candidates.end())
        D.Candidates.push_back(C);
      continue;
    }
    if (Old != D.Candidates.end()) {
      C.Files = Old->Files, C.GroupFiles = Old->GroupFiles;
      C.TotalFiles = Old->TotalFiles;
      C.Symbols = std::max(C.Symbols, Old->Symbols);
      D.Candidates.erase(Old);
    }
    // Tokens first, as chooseTokens orders them.
    auto FirstRejected = llvm::find_if(
        D.Candidates, [](const auto &O) { return !O.Rejected.empty(); });
    D.Candidates.insert(FirstRejected, C);
    D.Tokens.push_back(W);
    if (!llvm::StringRef(W).starts_with("lib") &&
        !llvm::is_contained(D.Tokens, "lib" + W))
      D.Tokens.push_back("lib" + W);
  }
}

} // namespace

void addSwitchWords(const RemovedText &Removed, const KeptTree &Kept,
                    const KeptTree &Later, DerivedPack &D) {
  std::map<std::string, TokenCandidate> Cands;
  for (const auto &[W, N] : switchWords(D)) {
    TokenCandidate &C = Cands[W];
    C.Word = W;
    C.NamesSwitch = true;
    C.Symbols = N;
  }
  llvm::StringSet<> FromOptions;
  for (const auto &[W, N] : optionWords(D))
    if (!Cands.count(W)) {
      TokenCandidate &C = Cands[W];
      C.Word = W;
      C.NamesSwitch = true;
      C.Symbols = N;
      FromOptions.insert(W);
    }
  if (Cands.empty())
    return;
  llvm::StringSet<> Switches;
  for (const char *Kind : SwitchKinds)
    if (auto It = D.Symbols.find(Kind); It != D.Symbols.end())
      for (const std::string &N : It->second)
        Switches.insert(N);
  countAll(Removed, Kept, Later, Switches, Cands);
  for (auto &[W, C] : Cands) {
    C.Rejected = judge(C, Kept.Paths.size(), !Later.Paths.empty());
    if (C.Rejected.empty() && FromOptions.contains(W) &&
        C.RemovedUses < OptionWordRatio * C.KeptUses)
      C.Rejected = llvm::formatv("a word beside the token in a removed option, "
                                 "used {0}x in the removed text, {1}x in the "
                                 "kept tree: less than {2} times as often",
                                 C.RemovedUses, C.KeptUses, OptionWordRatio);
  }
  publish(Cands, D);
}

} // namespace sweeper
