// --export-fixes: clang-tidy's replacement YAML, which clang-apply-
// replacements reads. One diagnostic per finding with a fix. Extension
// (docs/fixes.md): a diagnostic whose only replacement spans its whole
// file, named orphan-file, means "delete the file"; `sweeper --fix`
// deletes it, clang-apply-replacements leaves it empty.
#include "report/Reporters.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include <map>

namespace sweeper {

/// A YAML double-quoted scalar: control characters escaped. Only called on
/// UTF-8 text (paths that are not UTF-8 get no fixes exported).
static std::string yamlString(llvm::StringRef S) {
  std::string Out = "\"";
  for (unsigned char C : S) {
    if (C == '"' || C == '\\')
      Out += std::string("\\") + char(C);
    else if (C < 0x20 || C == 0x7f)
      Out += llvm::formatv("\\x{0:x-2}", unsigned(C)).str();
    else
      Out += char(C);
  }
  return Out + "\"";
}

static void printDiagnostic(llvm::raw_ostream &OS, const Finding &F,
                            llvm::StringRef File) {
  std::string Path = yamlString(File);
  OS << "  - DiagnosticName:  " << checkInfo(F.Check).Name << "\n"
     << "    DiagnosticMessage:\n"
     << "      Message:         " << yamlString(llvm::json::fixUTF8(F.Message))
     << "\n"
     << "      FilePath:        " << Path << "\n"
     << "      FileOffset:      " << F.Fix.front().Offset << "\n"
     << "      Replacements:\n";
  for (const Edit &E : F.Fix)
    OS << "        - FilePath:        " << Path << "\n"
       << "          Offset:          " << E.Offset << "\n"
       << "          Length:          " << E.Length << "\n"
       << "          ReplacementText: " << yamlString(E.Replacement) << "\n";
  OS << "    Level:           Warning\n";
}

unsigned printFixesYaml(llvm::raw_ostream &OS, const SweepResult &R) {
  std::map<std::string, std::string> AbsOf;
  for (const FixTarget &T : R.FixTargets)
    AbsOf[T.DisplayPath] = T.AbsPath;
  OS << "---\nMainSourceFile:  \"\"\nDiagnostics:\n";
  unsigned N = 0;
  for (const Finding &F : R.Findings) {
    auto It = AbsOf.find(F.Loc.Path);
    if (F.Fix.empty() || It == AbsOf.end() || !llvm::json::isUTF8(It->second))
      continue;
    printDiagnostic(OS, F, It->second);
    ++N;
  }
  if (!N)
    OS << "  []\n";
  OS << "...\n";
  return N;
}

} // namespace sweeper
