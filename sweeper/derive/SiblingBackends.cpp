// Other backends beside the removed one: a kept directory whose name is the
// removed path's with another word where the token was (`ggml-` + `sycl`
// for `ggml-` + `opencl`). A project with no such convention (a removed
// `micro/`, no shared prefix or suffix) has no siblings.
#include "derive/SiblingBackends.h"
#include "derive/DefaultAllows.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include <re2/re2.h>

namespace sweeper {
namespace {

/// The words of D.Tokens: not the `lib` forms or the prefix families.
std::vector<std::string> wordTokens(const DerivedPack &D) {
  std::vector<std::string> Out;
  for (const std::string &T : D.Tokens)
    if (!llvm::StringRef(T).contains('_') &&
        !llvm::is_contained(D.Tokens, llvm::StringRef(T).drop_front(3)))
      Out.push_back(T);
  return Out;
}

/// Adds the kept directories beside \p Removed whose name differs from its
/// name only where \p Token is.
void siblingsOf(llvm::StringRef Removed, llvm::StringRef Token,
                const llvm::StringSet<> &KeptDirs, std::set<std::string> &Out) {
  Removed = Removed.rtrim('/');
  llvm::StringRef Parent = llvm::sys::path::parent_path(Removed);
  std::string Name = llvm::sys::path::stem(Removed).lower();
  size_t At = llvm::StringRef(Name).find(Token);
  if (At == llvm::StringRef::npos)
    return;
  llvm::StringRef Prefix = llvm::StringRef(Name).take_front(At);
  llvm::StringRef Suffix = llvm::StringRef(Name).drop_front(At + Token.size());
  // The token is a word of the name (`ggml-` + `opencl`), not part of a
  // longer one (`micro` in `microtvm`).
  auto Sep = [](char C) { return llvm::StringRef("-_.").contains(C); };
  if ((Prefix.empty() && Suffix.empty()) ||
      (!Prefix.empty() && !Sep(Prefix.back())) ||
      (!Suffix.empty() && !Sep(Suffix.front())))
    return;
  for (const auto &E : KeptDirs) {
    llvm::StringRef Dir = E.getKey();
    if (llvm::sys::path::parent_path(Dir) != Parent)
      continue;
    std::string Other = llvm::sys::path::filename(Dir).lower();
    llvm::StringRef O(Other);
    if (O.size() > Prefix.size() + Suffix.size() && O.starts_with(Prefix) &&
        O.ends_with(Suffix) && !O.contains(Token))
      Out.insert(Dir.str());
  }
}

} // namespace

/// The entry covers the tokens that found siblings and the words inside
/// them (TVM's `micro` of `microtvm`, beside the kept tutorials), no
/// other: a change that deletes `src/mod_bar.c` beside kept `src/mod_*/`
/// folders must not make them pass every token's leftovers.
namespace {

/// The directories that hold a file the change did not add: a folder a
/// pull request adds is no other backend.
llvm::StringSet<> olderDirs(const KeptTree &Kept, const DerivedPack &D) {
  llvm::StringSet<> Dirs;
  for (const std::string &P : Kept.Paths)
    if (!D.Added.count(P))
      for (llvm::StringRef Dir = llvm::sys::path::parent_path(P);
           !Dir.empty() && Dirs.insert(Dir).second;
           Dir = llvm::sys::path::parent_path(Dir))
        ;
  return Dirs;
}

} // namespace

void collectSiblingBackends(const KeptTree &Kept, DerivedPack &D) {
  llvm::StringSet<> KeptDirs = olderDirs(Kept, D);
  std::set<std::string> Dirs;
  std::vector<std::string> Words = wordTokens(D), Finders;
  for (const std::string &T : Words) {
    std::set<std::string> Found;
    for (const auto *V : {&D.RemovedDirs, &D.RemovedFiles})
      for (const std::string &P : *V)
        siblingsOf(P, T, KeptDirs, Found);
    if (!Found.empty())
      Finders.push_back(T);
    Dirs.insert(Found.begin(), Found.end());
  }
  for (const std::string &T : Words)
    if (llvm::any_of(Finders, [&](const std::string &F) {
          return llvm::StringRef(F).contains(T);
        }))
      D.SiblingTokens.push_back(T);
  D.SiblingDirs.assign(Dirs.begin(), Dirs.end());
}

std::optional<AllowEntry> siblingBackendsAllow(const DerivedPack &D) {
  const std::vector<std::string> &Tokens = D.SiblingTokens;
  if (D.SiblingDirs.empty() || Tokens.empty())
    return std::nullopt;
  AllowEntry A;
  A.Id = "other-backends";
  A.Reason = "another backend beside the removed one names the API or "
             "platform they share with the removed backend's word";
  // Digits after the word end it, as they end a token's match: SDL's
  // VisualC-GDK project asks for `stdcpp17`, a C++ standard, beside the
  // removed `src/thread/stdcpp/`.
  A.Regex = "(?i)(?:^|[^A-Za-z0-9_])(?:" + quotedAlternation(Tokens) +
            ")(?:[^A-Za-z_]|$)";
  for (const std::string &Dir : D.SiblingDirs)
    A.PathGlobs.push_back(globLiteral(Dir) + "/*");
  sealDerivedAllow(A);
  return A;
}

} // namespace sweeper
