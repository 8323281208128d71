// Meson: the call a hit sits in names it. option() and get_option() name
// build options, subdir() enters a directory, strings hold paths and
// `-D` flags; the checks are the generic ones, the message says which
// Meson construct holds the hit.
#include "kinds/KindSpec.h"
#include "scanners/Scanners.h"
#include "llvm/ADT/StringExtras.h"

namespace sweeper {
SWEEPER_SCANNER(MesonScanner)

/// Python-shaped: '...' and '''...''' strings, `#` comments.
static const LexSyntax MesonSyntax = {"#", "", "",
                                      /*SingleQuoteStrings=*/true,
                                      /*TripleQuoteStrings=*/true};

static Classified mesonHit(const SourceFile &F, const HitContext &C) {
  llvm::StringRef Call = C.Call.Name;
  std::string What = Call.empty() ? std::string("Meson code")
                                  : "Meson " + shortName(Call) + "()";
  if (Call == "subdir")
    return {CheckId::PathReference, What};
  if (Call == "option" || Call == "get_option")
    return {CheckId::ConfigReference, What};
  return refine(F.Text, C.H, {CheckId::ConfigReference, What},
                CheckId::ConfigReference);
}

std::vector<Classified> MesonScanner::classify(const SourceFile &F,
                                               llvm::ArrayRef<Hit> Hits) const {
  return classifyLexically(F, Hits, MesonSyntax, "Meson",
                           [&](const HitContext &C) { return mesonHit(F, C); });
}

static const llvm::StringRef Files[] = {"meson.build", "meson_options.txt",
                                        "meson.options"};
const KindData kinds::MesonData = {
    "#",
    "Meson build files (meson.build, meson_options.txt, meson.options)",
    Files,
    {},
    KindRole::Build,
    /*SingleQuoteStrings=*/true};
static const SymbolPattern Symbols[] = {
    {"Meson option", R"re(^\s*option\s*\(\s*'([A-Za-z_][A-Za-z0-9_-]*)')re"},
    {"Meson target",
     R"re(^\s*\w+\s*=\s*(?:library|static_library|shared_library|executable)\s*\(\s*'([A-Za-z_][A-Za-z0-9_.-]*)')re"},
};
/// `if cond` / `elif cond` / `else` / `endif`, the comment cut.
static std::pair<llvm::StringRef, llvm::StringRef>
mesonConditional(llvm::StringRef Line) {
  llvm::StringRef T = Line.ltrim();
  llvm::StringRef Word = T.take_while(llvm::isAlpha);
  llvm::StringRef Rest = T.drop_front(Word.size());
  if (!Rest.empty() && (llvm::isAlnum(Rest.front()) || Rest.front() == '_'))
    return {}; // `if_found = ...`
  llvm::StringRef Cond = Rest.take_until([](char C) { return C == '#'; });
  if (Word == "if" || Word == "else" || Word == "endif")
    return {Word, Cond};
  if (Word == "elif")
    return {"elseif", Cond};
  return {};
}

/// The options and features a condition names in quotes
/// (`features['vaapi-wayland-memfd']`, `get_option('x11')`); its bare
/// words are Meson's own or variables holding other values.
static std::vector<std::string> quotedSwitches(llvm::StringRef Cond) {
  std::vector<std::string> Out;
  for (size_t I = Cond.find('\''); I != llvm::StringRef::npos;) {
    size_t E = Cond.find('\'', I + 1);
    if (E == llvm::StringRef::npos)
      break;
    llvm::StringRef N = Cond.slice(I + 1, E);
    if (N.size() >= 4 &&
        llvm::all_of(
            N,
            [](char C) { return llvm::isAlnum(C) || C == '_' || C == '-'; }) &&
        !llvm::is_contained(Out, N))
      Out.push_back(N.str());
    I = Cond.find('\'', E + 1);
  }
  return Out;
}

const KindSpec kinds::Meson = {theScanner<MesonScanner>,
                               {},
                               nullptr,
                               Symbols,
                               nullptr,
                               nullptr,
                               mesonConditional,
                               quotedSwitches};

} // namespace sweeper
