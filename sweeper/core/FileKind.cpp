#include "core/FileKind.h"
#include "core/Paths.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

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

namespace {

/// A path's extension in lower case, in a buffer of its own: every walked
/// file is classified, twice, and StringRef::lower() allocated each time.
/// No extension the kinds know is longer than the buffer; a longer one is
/// given as "." (no kind's).
struct LowerExt {
  char Buf[16];
  llvm::StringRef Ext;
  explicit LowerExt(llvm::StringRef E) {
    if (E.size() >= sizeof(Buf)) {
      Ext = ".";
      return;
    }
    for (size_t I = 0; I < E.size(); ++I)
      Buf[I] = llvm::toLower(E[I]);
    Ext = llvm::StringRef(Buf, E.size());
  }
};

bool isTranslationUnitExt(llvm::StringRef LowerExt) {
  return llvm::is_contained({".c", ".cc", ".cpp", ".cxx", ".c++", ".m", ".mm"},
                            LowerExt);
}

} // namespace

/// As llvm::sys::path's filename and extension, without their iterators:
/// a path ending in '/' has no name here (there: "."), which classifies
/// the same.
static llvm::StringRef nameOf(llvm::StringRef Path) { return fileNameOf(Path); }

static llvm::StringRef extensionOf(llvm::StringRef Name) {
  size_t Dot = Name.rfind('.');
  if (Dot == llvm::StringRef::npos || Name == "." || Name == "..")
    return "";
  return Name.substr(Dot);
}

bool isTranslationUnitPath(llvm::StringRef Path) {
  return isTranslationUnitExt(LowerExt(extensionOf(nameOf(Path))).Ext);
}

FileKind classifyPath(llvm::StringRef Path, llvm::StringRef FirstLine) {
  llvm::StringRef Name = nameOf(Path);
  llvm::StringRef Ext = extensionOf(Name);
  LowerExt Lower(Ext);
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
  if (isTranslationUnitExt(Lower.Ext))
    return FileKind::Cxx;
  FileKind ByExt =
      llvm::StringSwitch<FileKind>(Lower.Ext)
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
  return withFirstLine(ByExt, FirstLine);
}

FileKind withFirstLine(FileKind ByPath, llvm::StringRef FirstLine) {
  // Only a path that says nothing more is read by its shebang.
  if (ByPath != FileKind::Text || !FirstLine.starts_with("#!"))
    return ByPath;
  if (FirstLine.contains("python"))
    return FileKind::Python;
  if (FirstLine.contains("sh"))
    return FileKind::Shell;
  return FileKind::Text;
}

} // namespace sweeper
