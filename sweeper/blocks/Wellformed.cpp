// What every fix must keep: balanced conditionals in C/C++ and CMake, and
// YAML whose every document still parses. Checked when fixes are planned
// (so --export-fixes never offers one that --fix would refuse) and again
// by --fix on the bytes it is about to replace.
#include "blocks/Blocks.h"
#include "scanners/KeyPaths.h"

namespace sweeper {
namespace {

/// Every document parses, by the parser the YAML scanner uses (LLVM's:
/// yaml-cpp built a node tree per document and was slower than the scan).
bool parsesAsYaml(llvm::StringRef Text) { return KeyPaths(Text).parsed(); }

} // namespace

std::string malformed(const SourceFile &Before, llvm::StringRef After) {
  FileKind Kind = Before.Kind;
  if ((Kind == FileKind::Cxx || Kind == FileKind::CMake) &&
      conditionalDepth(Before) !=
          conditionalDepth(SourceFile(Before.Path, Kind, After)))
    return "the fix would unbalance its conditionals";
  if (Kind == FileKind::Yaml && parsesAsYaml(Before.Text) &&
      !parsesAsYaml(After))
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
