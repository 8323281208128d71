#include "derive/PackageAliases.h"
#include "derive/Reserved.h"
#include "derive/Tokens.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include <re2/re2.h>

namespace sweeper {
namespace {

/// (alias, package) pairs \p T binds: a Cargo dependency table renamed
/// to a package, inline or as its own table, and `extern crate X as Y`.
std::vector<std::pair<std::string, std::string>> bindings(llvm::StringRef Path,
                                                          llvm::StringRef T) {
  static const RE2 Table(
      R"re((?m)^\s*\[(?:[^\]\n]*\.)?(?:dev-|build-)?dependencies\.([A-Za-z0-9_-]+)\][^\[]*?^\s*package\s*=\s*"([A-Za-z0-9_-]+)")re");
  static const RE2 Inline(
      R"re((?m)^\s*([A-Za-z0-9_-]+)\s*=\s*\{[^}\n]*\bpackage\s*=\s*"([A-Za-z0-9_-]+)")re");
  static const RE2 Crate(
      R"re(\bextern\s+crate\s+([A-Za-z0-9_]+)\s+as\s+([A-Za-z0-9_]+)\s*;)re");
  std::vector<std::pair<std::string, std::string>> Out;
  std::string Alias, Package;
  bool Cargo = llvm::sys::path::filename(Path) == "Cargo.toml";
  for (const RE2 *Re : {&Table, &Inline}) {
    re2::StringPiece In(T.data(), T.size());
    while (Cargo && RE2::FindAndConsume(&In, *Re, &Alias, &Package))
      Out.push_back({Alias, Package});
  }
  re2::StringPiece In(T.data(), T.size());
  // `extern crate std_web as stdweb`: the crate is std_web, which the code
  // calls by the token; either name is the other's alias.
  while (Path.ends_with(".rs") &&
         RE2::FindAndConsume(&In, Crate, &Package, &Alias))
    Out.push_back({Package, Alias});
  return Out;
}

/// Whether \p Alias may stand for \p Token: another name, three
/// characters or more, no keyword.
bool usableAlias(const std::string &Alias, const std::string &Token) {
  return Alias.size() >= 3 && llvm::StringRef(Alias).lower() != Token &&
         !reservedName(Alias) && !isGenericWord(llvm::StringRef(Alias).lower());
}

} // namespace

void addPackageAliases(const RemovedText &Removed, const KeptTree &Kept,
                       DerivedPack &D) {
  std::set<std::string> Words;
  for (const TokenCandidate &C : D.Candidates)
    if (C.Rejected.empty() && !C.Family && C.SpellingOf.empty())
      Words.insert(C.Word);
  std::map<std::string, std::string> Found; // alias -> token
  auto Read = [&](llvm::StringRef Path, llvm::StringRef Text) {
    for (auto &[Alias, Package] : bindings(Path, Text)) {
      std::string Token = llvm::StringRef(Package).lower();
      if (Words.count(Token) && usableAlias(Alias, Token))
        Found.emplace(llvm::StringRef(Alias).lower(), Token);
    }
  };
  for (size_t I = 0; I < Kept.Paths.size(); ++I)
    if (Kept.Texts[I] && !D.Added.count(Kept.Paths[I]))
      Read(Kept.Paths[I], *Kept.Texts[I]);
  for (size_t I = 0; I < Removed.Paths.size(); ++I)
    if (Removed.Texts[I])
      Read(Removed.Paths[I], *Removed.Texts[I]);
  for (const auto &[Path, Text] : Removed.DeletedLines)
    Read(Path, Text);
  for (const auto &[Alias, Token] : Found) {
    if (llvm::is_contained(D.Tokens, Alias))
      continue;
    TokenCandidate C;
    C.Word = Alias;
    C.AliasOf = Token;
    D.Tokens.push_back(Alias);
    D.Candidates.insert(D.Candidates.begin(), std::move(C));
  }
}

} // namespace sweeper
