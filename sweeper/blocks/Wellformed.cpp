// What every fix must keep: balanced conditionals in C/C++ and CMake, and
// YAML whose every document still parses. Checked when fixes are planned
// (so --export-fixes never offers one that --fix would refuse) and again
// by --fix on the bytes it is about to replace.
#include "blocks/Blocks.h"
#include "llvm/ADT/StringExtras.h"
#include <yaml-cpp/yaml.h>

namespace sweeper {
namespace {

/// Every document parses (yaml-cpp's LoadAll can loop on some inputs, so
/// documents are split at their `---` lines and loaded one by one).
bool parsesAsYaml(llvm::StringRef Text) {
  std::vector<std::string> Docs(1);
  for (llvm::StringRef Rest = Text; !Rest.empty();) {
    auto [Line, Next] = Rest.split('\n');
    Rest = Next;
    if (Line.starts_with("---") && (Line.size() == 3 || llvm::isSpace(Line[3])))
      Docs.emplace_back();
    else
      Docs.back() += Line.str() + "\n";
  }
  try {
    for (const std::string &D : Docs)
      YAML::Load(D);
    return true;
  } catch (const YAML::Exception &) {
    return false;
  }
}

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
