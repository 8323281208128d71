// A removed name is matched on its spelling, but a spelling behind a dot
// is a member of what stands before it. TVM's VTA removal took a Python
// function `coproc_dep_push`, registered as `tir.vta.coproc_dep_push`; the
// kept coprocessor pass builds `"tir." + coproc_name + ".coproc_dep_push"`
// and its test registers `tir.cop.coproc_dep_push`, ops of their own.
// microTVM's C runtime defined `RPCTimeEvaluator`; the kept C++ runtime
// registers `runtime.RPCTimeEvaluator`. When every kept spelling is such a
// member of a namespace that carries no token, the name is the kept
// tree's, as a method of a kept class is.
#include "derive/QualifiedNames.h"
#include "derive/Tokens.h"
#include "match/LiteralDatabase.h"
#include "match/Matcher.h"
#include "match/Segments.h"
#include "llvm/ADT/StringSet.h"

namespace sweeper {
namespace {

/// The dotted run before the dot at \p Dot: `tir.cop` of
/// `tir.cop.coproc_dep_push`; empty when a quote or an operator stands
/// there (`".coproc_dep_push"`).
llvm::StringRef qualifierBefore(llvm::StringRef T, size_t Dot) {
  size_t B = Dot;
  while (B > 0 && (isIdentChar(T[B - 1]) || T[B - 1] == '.'))
    --B;
  return T.slice(B, Dot);
}

struct Spellings {
  unsigned All = 0, Qualified = 0;
};

/// Names without a token: a name that carries one is the removal's
/// wherever it is spelled.
std::vector<std::string> tokenlessNames(const DerivedPack &D,
                                        const Matcher &Tok) {
  std::vector<std::string> Names;
  for (const auto &[Kind, Ns] : D.Symbols) {
    if (Kind == "Python module" || Kind == "build artifact")
      continue; // paths, and names derived from a target
    for (const std::string &N : Ns)
      if (N.size() >= 4 && (Tok.empty() || Tok.find(N).empty()))
        Names.push_back(N);
  }
  return Names;
}

/// Counts, per name, the lines of \p T that spell it and those that spell
/// it behind a dot after a qualifier without a token.
void countLines(const std::string &T, const LiteralDatabase &Db,
                const std::vector<std::string> &Names, const Matcher &Tok,
                std::vector<Spellings> &Seen) {
  // The token matcher shares the scanner's scratch space: look at the
  // qualifiers once the scan is done.
  std::vector<std::pair<unsigned, size_t>> Hits;
  Db.scan(T, [&](unsigned Id, size_t B) {
    if (isWholeIdentifier(T, B, B + Names[Id].size()))
      Hits.push_back({Id, B});
  });
  // By line: the op a kept test registers, `register_op_attr(
  // "tir.cop.coproc_dep_push", "TGlobalSymbol", "coproc_dep_push")`,
  // is named bare beside its qualified name.
  std::map<std::pair<unsigned, size_t>, bool> Lines;
  for (auto [Id, B] : Hits) {
    size_t Line = T.rfind('\n', B);
    bool &Q = Lines[{Id, Line == std::string::npos ? 0 : Line + 1}];
    if (B > 0 && T[B - 1] == '.') {
      llvm::StringRef Qual = qualifierBefore(T, B - 1);
      Q = Q || Tok.empty() || Tok.find(Qual).empty();
    }
  }
  for (auto [Key, Q] : Lines) {
    ++Seen[Key.first].All;
    Seen[Key.first].Qualified += Q;
  }
}

} // namespace

void dropQualifiedOnly(DerivedPack &D, const KeptTree &Kept) {
  std::unique_ptr<Matcher> Owned = tokenMatcher(D.Tokens);
  const Matcher &Tok = *Owned;
  std::vector<std::string> Names = tokenlessNames(D, Tok);
  std::vector<LiteralDatabase::Literal> Lits;
  for (const std::string &N : Names)
    Lits.push_back({N});
  LiteralDatabase Db(Lits);
  if (Names.empty() || !Db.error().empty())
    return;
  std::vector<Spellings> Seen(Names.size());
  for (const std::optional<std::string> &T : Kept.Texts)
    if (T)
      countLines(*T, Db, Names, Tok, Seen);
  llvm::StringSet<> Drop;
  for (size_t I = 0; I < Names.size(); ++I)
    if (Seen[I].All && Seen[I].Qualified == Seen[I].All)
      Drop.insert(Names[I]);
  for (auto &[Kind, Ns] : D.Symbols)
    llvm::erase_if(Ns, [&](const std::string &N) { return Drop.contains(N); });
}

} // namespace sweeper
