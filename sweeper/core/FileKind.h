#pragma once
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace sweeper {

enum class FileKind {
#define KIND(Enum, Name, Comment, Desc) Enum,
#include "core/FileKinds.def"
};

struct FileKindInfo {
  FileKind Kind;
  llvm::StringRef Name;
  llvm::StringRef CommentMarker; ///< Empty: the format has no comments.
  llvm::StringRef Description;
};

llvm::ArrayRef<FileKindInfo> allFileKinds();
const FileKindInfo &fileKindInfo(FileKind K);
std::optional<FileKind> fileKindByName(llvm::StringRef Name);

/// Decides a file's kind from its path (and a shebang line, when given).
FileKind classifyPath(llvm::StringRef Path, llvm::StringRef FirstLine = "");

/// classifyPath(Path, FirstLine), given \p ByPath = classifyPath(Path): a
/// file's kind once its first line is read, without its path again.
FileKind withFirstLine(FileKind ByPath, llvm::StringRef FirstLine);

/// GitHub Actions, CircleCI and GitLab CI files.
bool isCIWorkflowPath(llvm::StringRef RelPath);

/// A C, C++ or Objective-C source a compile database compiles (not a header).
bool isTranslationUnitPath(llvm::StringRef Path);

} // namespace sweeper
