// Meson: the call a hit sits in names it. option() and get_option() name
// build options, subdir() enters a directory, strings hold paths and
// `-D` flags; the checks are the generic ones, the message says which
// Meson construct holds the hit.
#include "kinds/KindSpec.h"
#include "scanners/Scanners.h"

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
const KindSpec kinds::Meson = {theScanner<MesonScanner>, {}, nullptr, Symbols};

} // namespace sweeper
