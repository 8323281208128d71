#include "derive/DefaultAllows.h"
#include "llvm/Support/GlobPattern.h"

namespace sweeper {
namespace {

struct DefaultAllow {
  const char *Id;
  const char *Reason;
  std::vector<const char *> Globs;
};

const DefaultAllow Defaults[] = {
    {"release-history",
     "release notes, changelogs and credits record what was removed",
     {"*[Cc][Hh][Aa][Nn][Gg][Ee][Ll][Oo][Gg]*", "*CHANGES*", "*NEWS", "*NEWS.*",
      "*HISTORY*", "*[Rr]elease[-_ ][Nn]otes*", "*RELEASE[-_ ]NOTES*",
      "*CONTRIBUTORS*", "*AUTHORS*", "*CREDITS*", "*THANKS*"}},
    {"vendored-code",
     "third-party code vendored into the tree names the backend for its "
     "own reasons",
     {"third_party/*", "*/third_party/*", "third-party/*", "*/third-party/*",
      "thirdparty/*", "*/thirdparty/*", "vendor/*", "*/vendor/*", "external/*",
      "*/external/*"}},
};

AllowEntry entryOf(const DefaultAllow &D) {
  AllowEntry A;
  A.Id = D.Id;
  A.Reason = D.Reason;
  A.Regex = ".*";
  A.Re = compileAllowRegex(A.Regex);
  for (const char *G : D.Globs) {
    A.PathGlobs.push_back(G);
    if (auto P = llvm::GlobPattern::create(G))
      A.Globs.push_back(std::move(*P));
    else
      llvm::consumeError(P.takeError()); // fixed text, tested
  }
  A.Pos = {"derived pack", 1, 1};
  A.BuiltIn = true;
  return A;
}

} // namespace

std::string yamlQuote(llvm::StringRef S) {
  std::string Out = "'";
  for (char C : S)
    Out += C == '\'' ? std::string("''") : std::string(1, C);
  return Out + "'";
}

void addDefaultAllows(RulePack &Pack) {
  for (const DefaultAllow &D : Defaults)
    if (!Pack.allowById(D.Id))
      Pack.Allow.push_back(entryOf(D));
}

void printDefaultAllows(llvm::raw_ostream &OS) {
  OS << "allow:\n";
  for (const DefaultAllow &D : Defaults) {
    OS << "  - id: " << D.Id << "\n    reason: " << yamlQuote(D.Reason)
       << "\n    regex: '.*'\n    paths: [";
    for (size_t I = 0; I < D.Globs.size(); ++I)
      OS << (I ? ", " : "") << yamlQuote(D.Globs[I]);
    OS << "]\n";
  }
}

} // namespace sweeper
