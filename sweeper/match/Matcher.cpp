#include "match/Matcher.h"
#include "match/Segments.h"
#include "rules/RulePack.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <re2/re2.h>

namespace sweeper {

// A removed path is matched by its literal part: the text before any glob
// metacharacter, without a trailing "/**".
static std::string pathLiteral(llvm::StringRef P) {
  size_t Meta = P.find_first_of("*?[{");
  llvm::StringRef Lit = P.substr(0, Meta);
  if (Lit.starts_with("./"))
    Lit = Lit.drop_front(2);
  // `backends/apple/mps/` also matches `//backends/apple/mps:target`.
  return Lit.rtrim('/').str();
}

Matcher::Matcher(const RulePack &Pack) {
  for (const std::string &S : Pack.RemovedSymbols)
    Literals.push_back({S, HitKind::Symbol});
  for (const std::string &P : Pack.RemovedPaths) {
    std::string L = pathLiteral(P);
    if (L.size() > 1)
      Literals.push_back({L, HitKind::Path});
    // A removed directory is also a Python package: `backends.apple.mps`.
    if (L.find('/') != std::string::npos &&
        llvm::all_of(L, [](char C) { return llvm::isAlnum(C) || C == '_' || C == '/'; })) {
      std::string Dotted = L;
      std::replace(Dotted.begin(), Dotted.end(), '/', '.');
      Literals.push_back({Dotted, HitKind::Path, false, /*Dotted=*/true});
    }
  }
  // Longer literals first, so the most specific one wins at a position.
  llvm::stable_sort(Literals, [](const Lit &A, const Lit &B) {
    return A.Text.size() > B.Text.size();
  });
  for (const std::string &T : Pack.Tokens)
    Literals.push_back({T, HitKind::Token});
  if (Literals.empty())
    return;
  Literals.push_back({"sweeper:", HitKind::Symbol, /*Directive=*/true});

  // One automaton for every literal: RE2's DFA scans each byte once. No \b
  // in the pattern (it would defeat the DFA's speed); boundaries are checked
  // in C++ on the few candidate positions.
  std::string Pattern;
  for (const Lit &L : Literals) {
    if (!Pattern.empty())
      Pattern += '|';
    std::string Q = RE2::QuoteMeta(L.Text);
    Pattern += L.Kind == HitKind::Token ? "(?i:" + Q + ")" : Q;
  }
  RE2::Options O;
  O.set_encoding(RE2::Options::EncodingLatin1); // bytes: non-UTF-8 is fine
  O.set_log_errors(false);
  O.set_max_mem(64 << 20);
  Any = std::make_unique<RE2>(Pattern, O);
}

Matcher::~Matcher() = default;

bool Matcher::matchesAt(llvm::StringRef Text, size_t Pos, const Lit &L) const {
  size_t E = Pos + L.Text.size();
  if (E > Text.size())
    return false;
  llvm::StringRef Here = Text.slice(Pos, E);
  switch (L.Kind) {
  case HitKind::Token:
    return Here.equals_insensitive(L.Text) && isSegment(Text, Pos, E);
  case HitKind::Symbol:
    return Here == L.Text && isWholeIdentifier(Text, Pos, E);
  case HitKind::Path:
    return Here == L.Text && (L.Dotted ? isWholeIdentifier(Text, Pos, E)
                                       : isPathReference(Text, Pos, E));
  }
  return false;
}

std::vector<Hit> Matcher::find(llvm::StringRef Text, bool *SawDirective) const {
  if (SawDirective)
    *SawDirective = false;
  std::vector<Hit> Hits;
  if (!Any)
    return Hits;
  re2::StringPiece Input(Text.data(), Text.size()), M;
  size_t Pos = 0;
  while (Pos < Text.size() &&
         Any->Match(Input, Pos, Text.size(), RE2::UNANCHORED, &M, 1)) {
    size_t Start = M.data() - Text.data();
    // The automaton reports one literal; any literal starting here may be
    // the one whose boundaries hold.
    bool Found = false;
    for (unsigned I = 0; I < Literals.size(); ++I) {
      if (Literals[I].Directive) {
        if (Text.substr(Start).starts_with(Literals[I].Text) && SawDirective)
          *SawDirective = true;
        continue;
      }
      if (matchesAt(Text, Start, Literals[I])) {
        Hits.push_back({Start, Literals[I].Text.size(), Literals[I].Kind, I});
        Pos = Start + Literals[I].Text.size();
        Found = true;
        break;
      }
    }
    if (!Found)
      Pos = Start + 1;
  }
  return Hits;
}

} // namespace sweeper
