// What every fix must keep. C/C++ is re-lexed with Clang's raw lexer: the
// #if/#endif nesting stays balanced and no string, raw string, character
// literal or block comment is left open. CMake is re-read by its grammar:
// if/endif, function/endfunction and the other blocks pair up and no
// bracket argument, quoted argument or parenthesis is left open. YAML's
// every document still parses. Checked when fixes are planned (so
// --export-fixes never offers one that --fix would refuse) and again by
// --fix on the bytes it is about to replace.
#include "blocks/Blocks.h"
#include "blocks/Lexed.h"
#include "scanners/KeyPaths.h"

namespace sweeper {
namespace {

/// Every document parses, by the parser the YAML scanner uses (LLVM's:
/// yaml-cpp built a node tree per document and was slower than the scan).
bool parsesAsYaml(llvm::StringRef Text) { return KeyPaths(Text).parsed(); }

/// What a fix must not make worse in a C/C++ file.
struct CxxShape {
  int Depth = 0;      ///< #if opened minus #endif closed
  unsigned Stray = 0; ///< #else/#elif/#endif with nothing open
  unsigned Unterminated = 0;
};

CxxShape cxxShape(llvm::StringRef Text) {
  CxxLexed L = lexCxx(Text);
  CxxShape S;
  S.Unterminated = L.Unterminated;
  for (size_t I = 0; I + 1 < L.Toks.size(); ++I) {
    if (!L.Toks[I].LineStart || L.Toks[I].Text != "#" ||
        L.Toks[I].K != CxxToken::Punct)
      continue;
    size_t N = I + 1;
    while (N < L.Toks.size() && L.Toks[N].K == CxxToken::Comment &&
           !L.Toks[N].LineStart)
      ++N;
    if (N >= L.Toks.size() || L.Toks[N].LineStart)
      continue;
    llvm::StringRef W = L.Toks[N].Text;
    if (W == "if" || W == "ifdef" || W == "ifndef")
      ++S.Depth;
    else if (W == "endif" || W.starts_with("el"))
      S.Stray += S.Depth <= 0;
    if (W == "endif" && S.Depth > 0)
      --S.Depth;
  }
  return S;
}

} // namespace

std::string cxxMalformed(llvm::StringRef Before, llvm::StringRef After) {
  CxxShape B = cxxShape(Before), A = cxxShape(After);
  if (A.Unterminated > B.Unterminated)
    return "the fix would leave a string or comment unterminated";
  if (A.Depth != B.Depth || A.Stray > B.Stray)
    return "the fix would unbalance its conditionals";
  return "";
}

std::string cmakeMalformed(llvm::StringRef Before, llvm::StringRef After) {
  if (!cmakeUnbalanced(readCMake(Before)).empty())
    return "the file does not read as CMake, so no fix is checked";
  if (std::string Why = cmakeUnbalanced(readCMake(After)); !Why.empty())
    return "the fix would leave " + Why;
  return "";
}

std::string yamlMalformed(llvm::StringRef Before, llvm::StringRef After) {
  if (parsesAsYaml(Before) && !parsesAsYaml(After))
    return "the fix would leave YAML that does not parse";
  return "";
}

std::optional<std::string> applyEdits(llvm::StringRef Text,
                                      std::vector<Edit> Edits) {
  llvm::sort(Edits,
             [](const Edit &A, const Edit &B) { return A.Offset > B.Offset; });
  std::string Out = Text.str();
  size_t Limit = Text.size();
  for (const Edit &E : Edits) {
    if (E.Offset + E.Length > Limit)
      return std::nullopt;
    Out.replace(E.Offset, E.Length, E.Replacement);
    Limit = E.Offset;
  }
  return Out;
}

} // namespace sweeper
