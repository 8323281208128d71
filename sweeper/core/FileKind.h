#pragma once
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace sweeper {

/// One per line of kinds/Kinds.def, in its order.
enum class FileKind {
#define KIND(Enum, Name) Enum,
#include "kinds/Kinds.def"
};

/// What sort of files a kind's are, for the checks that read files of
/// several kinds alike (relative paths, list entries, fixes of a line).
enum class KindRole : unsigned char {
  Other,
  Build,   ///< lists of sources and directories: CMake, Make, Bazel
  Docs,    ///< prose with markup: Markdown, reStructuredText
  Text,    ///< prose without markup
  CSource, ///< C-family sources: their paths are in quoted includes
};

/// What a kind's folder (sweeper/kinds/<name>/) says about its files, as
/// data. Core reads it to classify paths; the folder's KindSpec has the
/// code (scanner, blocks, symbols).
struct KindData {
  llvm::StringRef CommentMarker; ///< Empty: the format has no comments.
  llvm::StringRef Description;
  /// The kind's files: "CMakeLists.txt" (a name), "*.cmake" (an extension,
  /// in any case), "Makefile*" (a prefix), "*.cmake.in" (a suffix of more
  /// than one dot). A name beats a suffix, a suffix a prefix, a prefix an
  /// extension.
  llvm::ArrayRef<llvm::StringRef> Files;
  /// Words a `#!` first line holds, for files no name gives a kind.
  llvm::ArrayRef<llvm::StringRef> Shebangs = {};
  KindRole Role = KindRole::Other;
  /// `'...'` quotes a string as `"..."` does (Meson, Starlark), so a `#`
  /// inside one starts no comment; in CMake an apostrophe is a letter.
  bool SingleQuoteStrings = false;
};

namespace kinds {
#define KIND(Enum, Name) extern const KindData Enum##Data;
#include "kinds/Kinds.def"
} // namespace kinds

struct FileKindInfo : KindData {
  FileKind Kind;
  llvm::StringRef Name;
};

llvm::ArrayRef<FileKindInfo> allFileKinds();
const FileKindInfo &fileKindInfo(FileKind K);
std::optional<FileKind> fileKindByName(llvm::StringRef Name);

/// Decides a file's kind from its path (and a shebang line, when given):
/// by the kinds' KindData::Files, else by its shebang, else Text.
FileKind classifyPath(llvm::StringRef Path, llvm::StringRef FirstLine = "");

/// classifyPath(Path, FirstLine), given \p ByPath = classifyPath(Path): a
/// file's kind once its first line is read, without its path again.
FileKind withFirstLine(FileKind ByPath, llvm::StringRef FirstLine);

/// GitHub Actions, CircleCI and GitLab CI files.
bool isCIWorkflowPath(llvm::StringRef RelPath);

} // namespace sweeper
