// The registry: one spec per line of Kinds.def, indexed by FileKind.
#include "kinds/KindSpec.h"

namespace sweeper {

static const KindSpec *const Specs[] = {
#define KIND(Enum, Name) &kinds::Enum,
#include "kinds/Kinds.def"
};

const KindSpec &kindSpec(FileKind K) {
  return *Specs[static_cast<unsigned>(K)];
}

const SymbolPattern ShellFunction = {
    "shell function",
    R"re(^\s*(?:function\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*\(\s*\)\s*(?:\{|$))re"};

bool tooCommonName(llvm::StringRef Name) {
  static const char *const Stop[] = {"main",    "test",    "setup",   "run",
                                     "init",    "build",   "install", "all",
                                     "default", "forward", "helper",  "utils"};
  if (Name.size() < 4)
    return true;
  for (const char *S : Stop)
    if (Name.equals_insensitive(S))
      return true;
  return false;
}

std::optional<Extent> blockAt(const SourceFile &F, unsigned Line,
                              const Matcher &M) {
  return blockOf(F, Line, M, kindSpec(F.Kind).Blocks);
}

std::vector<Edit> fixFor(const SourceFile &F, const Finding &Fd,
                         const Matcher &M) {
  const KindSpec &Spec = kindSpec(F.Kind);
  std::vector<Edit> Edits = fixOf(F, Fd, M, Spec.Blocks);
  if (Edits.empty() && !Fd.Loc.EndLine && Spec.LineFix)
    return Spec.LineFix(F, Fd, M);
  return Edits;
}

std::string malformed(const SourceFile &Before, llvm::StringRef After) {
  Wellformed W = kindSpec(Before.Kind).Malformed;
  return W ? W(Before.Text, After) : "";
}

} // namespace sweeper
