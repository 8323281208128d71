#include "core/FileKind.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"

namespace sweeper {

static const FileKindInfo Kinds[] = {
#define KIND(Enum, Name, Comment, Desc) {FileKind::Enum, Name, Comment, Desc},
#include "core/FileKinds.def"
};

llvm::ArrayRef<FileKindInfo> allFileKinds() { return Kinds; }
const FileKindInfo &fileKindInfo(FileKind K) {
  return Kinds[static_cast<unsigned>(K)];
}
std::optional<FileKind> fileKindByName(llvm::StringRef Name) {
  for (const FileKindInfo &K : Kinds)
    if (K.Name == Name)
      return K.Kind;
  return std::nullopt;
}

bool isCIWorkflowPath(llvm::StringRef Path) {
  return Path.starts_with(".github/workflows/") ||
         Path.starts_with(".github/actions/") ||
         Path.starts_with(".circleci/") || Path.ends_with(".gitlab-ci.yml") ||
         Path.contains("/.github/workflows/");
}

bool isTranslationUnitPath(llvm::StringRef Path) {
  std::string Ext = llvm::sys::path::extension(Path).lower();
  return llvm::is_contained({".c", ".cc", ".cpp", ".cxx", ".c++", ".m", ".mm"},
                            llvm::StringRef(Ext));
}

FileKind classifyPath(llvm::StringRef Path, llvm::StringRef FirstLine) {
  llvm::StringRef Name = llvm::sys::path::filename(Path);
  llvm::StringRef Ext = llvm::sys::path::extension(Name);
  if (Name == "CMakeLists.txt" || Ext == ".cmake" ||
      Name.ends_with(".cmake.in"))
    return FileKind::CMake;
  if (Name == "CMakePresets.json" || Name == "CMakeUserPresets.json")
    return FileKind::CMakePresets;
  if (Name == "project.pbxproj")
    return FileKind::Pbxproj;
  if (Name.starts_with("Makefile") || Name == "makefile" ||
      Name == "GNUmakefile" || Ext == ".mk" || Ext == ".am" || Ext == ".m4" ||
      Name == "configure.ac" || Name == "configure.in")
    return FileKind::Make;
  if (Name == ".gitmodules")
    return FileKind::Gitmodules;
  if (Name == "CODEOWNERS")
    return FileKind::Codeowners;
  if (Name == "BUCK" || Name == "TARGETS" || Name == "BUILD" ||
      Name == "BUILD.bazel" || Name == "WORKSPACE" || Ext == ".bzl" ||
      Ext == ".buck")
    return FileKind::Build;
  if (isTranslationUnitPath(Path))
    return FileKind::Cxx;
  FileKind ByExt =
      llvm::StringSwitch<FileKind>(Ext.lower())
          .Cases(".yaml", ".yml", FileKind::Yaml)
          .Case(".swift", FileKind::Swift)
          .Cases(".md", ".markdown", ".myst", FileKind::Markdown)
          .Case(".rst", FileKind::Rst)
          .Cases(".py", ".pyi", FileKind::Python)
          .Cases(".sh", ".bash", ".zsh", FileKind::Shell)
          .Cases(".h", ".hh", ".hpp", ".hxx", ".inc", FileKind::Cxx)
          .Cases(".metal", ".cu", ".cuh", ".hip", FileKind::Cxx)
          .Cases(".inl", ".ipp", ".tcc", ".cl", FileKind::Cxx)
          // Shaders: C-like comments, strings and identifiers.
          .Cases(".glsl", ".hlsl", ".comp", ".vert", ".frag", FileKind::Cxx)
          .Case(".json", FileKind::Json)
          .Case(".toml", FileKind::Toml)
          .Default(FileKind::Text);
  if (ByExt != FileKind::Text)
    return ByExt;
  if (FirstLine.starts_with("#!")) {
    if (FirstLine.contains("python"))
      return FileKind::Python;
    if (FirstLine.contains("sh"))
      return FileKind::Shell;
  }
  return FileKind::Text;
}

} // namespace sweeper
