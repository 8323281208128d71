#pragma once
/// One way to turn a path into the absolute, dot-free form the sweep
/// compares paths in.
#include "llvm/ADT/StringRef.h"
#include <string>

namespace sweeper {

/// \p P made absolute against the working directory, without `.` and `..`
/// components (lexically: symlinks are not resolved). If the working
/// directory cannot be read, \p P comes back as given: compared with
/// absolute paths it then matches nothing, rather than the wrong file.
std::string absolutePath(llvm::StringRef P);

/// The last component of \p RelPath, a path relative to a tree with '/'
/// between components (as the walk and git give them): what
/// llvm::sys::path::filename says of it, without a path iterator, which
/// was most of what the checks asked of every file cost.
inline llvm::StringRef fileNameOf(llvm::StringRef RelPath) {
  return RelPath.substr(RelPath.rfind('/') + 1);
}

/// The extension of file name \p Name, from its last dot ("" for none and
/// for "." and ".."): what llvm::sys::path::extension says, likewise.
inline llvm::StringRef extensionOf(llvm::StringRef Name) {
  size_t Dot = Name.rfind('.');
  if (Dot == llvm::StringRef::npos || Name == "." || Name == "..")
    return "";
  return Name.substr(Dot);
}

/// A C, C++ or Objective-C source a compile database compiles (not a header).
bool isTranslationUnitPath(llvm::StringRef Path);

/// The directory holding \p RelPath ("" at the top): what
/// llvm::sys::path::parent_path says of such a path.
inline llvm::StringRef dirOf(llvm::StringRef RelPath) {
  size_t Slash = RelPath.rfind('/');
  return Slash == llvm::StringRef::npos ? llvm::StringRef()
                                        : RelPath.take_front(Slash).rtrim('/');
}

} // namespace sweeper
