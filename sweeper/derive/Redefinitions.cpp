// Which derived symbols say something about leftovers: long compound or
// build names, and none that the kept tree defines again.
#include "derive/Derive.h"
#include "derive/KeptTree.h"
#include "derive/Tokens.h"
#include "match/Matcher.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include <re2/re2.h>

namespace sweeper {
namespace {

/// Code names without a token are common words unless they are long
/// compound identifiers (`register_delegate_ops`, `getDefaultStream`); build
/// names (CMake targets and options, Buck targets) are distinctive as they are.
bool distinctive(llvm::StringRef Kind, llvm::StringRef Name) {
  // Build names are global (a CMake target, a SwiftPM product), unless they
  // are only generic words: `backend`, `partitioner`. A Buck target's name
  // is local to its package (`//backends/apple/mps:backend`; the path finds
  // those), so it is judged like a code name.
  if (Kind.starts_with("CMake") || Kind == "build artifact" ||
      Kind.starts_with("SwiftPM") || Kind == "command-line flag" ||
      Kind == "Python module")
    return !allGenericWords(Name);
  bool Compound =
      Name.contains('_') ||
      llvm::any_of(llvm::seq<size_t>(1, Name.size()), [&](size_t I) {
        return llvm::isLower(Name[I - 1]) && llvm::isUpper(Name[I]);
      });
  return Name.size() >= 10 && Compound;
}

using SymbolMap = std::map<std::string, std::vector<std::string>>;

bool hasToken(const Matcher &Tok, llvm::StringRef Name) {
  return !Tok.empty() && !Tok.find(Name).empty();
}

void dropIndistinct(SymbolMap &Symbols, const Matcher &Tok) {
  for (auto &[Kind, Names] : Symbols)
    llvm::erase_if(Names, [&](const std::string &N) {
      return !hasToken(Tok, N) && !distinctive(Kind, N);
    });
}

/// A removed definition whose name the kept tree defines again (a common
/// name like `parse_args`, or a moved definition) says nothing about
/// leftovers: drop it, unless it carries a token (then every use is one).
llvm::StringSet<> redefinitionCandidates(const SymbolMap &Symbols,
                                         const Matcher &Tok) {
  llvm::StringSet<> Candidates;
  for (const auto &[Kind, Names] : Symbols)
    for (const std::string &N : Names)
      if (Kind != "Python module" && !hasToken(Tok, N))
        Candidates.insert(N);
  return Candidates;
}

/// `a|b|c`, each name quoted.
std::string alternation(const llvm::StringSet<> &Names) {
  std::string Alt;
  for (const auto &N : Names)
    Alt += (Alt.empty() ? "" : "|") + RE2::QuoteMeta(N.getKey().str());
  return Alt;
}

/// One regex that finds whether a text mentions any of the names.
std::string anyNamePattern(const llvm::StringSet<> &Names) {
  return "\\b(?:" + alternation(Names) + ")\\b";
}

/// Definitions below the top level in code: nested classes, methods,
/// parameters with defaults or annotations, attributes and locals assigned,
/// enumerators. A removed name defined so in kept code is an ordinary name
/// there (`MODEL_TYPE` as a nested class). Not for shell or build files,
/// where `NAME=value` sets a removed switch.
std::string localDefinitionPattern(const llvm::StringSet<> &Names) {
  std::string Alt = alternation(Names);
  return "(?:\\b(?:class|def|struct|enum|union|namespace)\\s+|#\\s*define\\s+)"
         "(" +
         Alt + ")\\b|\\b(" + Alt + ")\\s*(?::[^=\\n]*)?=[^=]";
}

void addLocalDefinitions(const RE2 &Local, llvm::StringRef Text,
                         llvm::StringSet<> &Redefined) {
  re2::StringPiece In(Text.data(), Text.size());
  std::string A, B;
  while (RE2::FindAndConsume(&In, Local, &A, &B))
    Redefined.insert(A.empty() ? B : A);
}

/// The candidates that a file of the kept tree defines again.
llvm::StringSet<> redefinedNames(const KeptTree &Kept,
                                 const llvm::StringSet<> &Candidates) {
  RE2 Any(anyNamePattern(Candidates));
  RE2 Local(localDefinitionPattern(Candidates));
  llvm::StringSet<> Redefined;
  for (size_t I = 0; I < Kept.Paths.size(); ++I) {
    const std::string &P = Kept.Paths[I];
    const std::optional<std::string> &Text = Kept.Texts[I];
    // Only a file that names a candidate can define one.
    if (!Text || !RE2::PartialMatch(*Text, Any))
      continue;
    FileKind Kind = classifyPath(P);
    if (Kind == FileKind::Python || Kind == FileKind::Cxx)
      addLocalDefinitions(Local, *Text, Redefined);
    SymbolMap Defs;
    extractSymbols(P, *Text, Defs);
    for (const auto &[K, Names] : Defs)
      for (const std::string &N : Names)
        if (Candidates.contains(N))
          Redefined.insert(N);
  }
  return Redefined;
}

void dropNames(SymbolMap &Symbols, const llvm::StringSet<> &Names) {
  for (auto It = Symbols.begin(); It != Symbols.end();) {
    llvm::erase_if(It->second,
                   [&](const std::string &N) { return Names.contains(N); });
    It = It->second.empty() ? Symbols.erase(It) : std::next(It);
  }
}

} // namespace

void dropRedefined(DerivedPack &D, const KeptTree &Kept) {
  RulePack TokensOnly;
  TokensOnly.Tokens = D.Tokens;
  Matcher Tok(TokensOnly);
  dropIndistinct(D.Symbols, Tok);
  llvm::StringSet<> Candidates = redefinitionCandidates(D.Symbols, Tok);
  if (Candidates.empty())
    return;
  dropNames(D.Symbols, redefinedNames(Kept, Candidates));
}

} // namespace sweeper
