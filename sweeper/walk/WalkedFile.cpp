#include "walk/Walker.h"
#include <cassert>

namespace sweeper {

WalkedFile::WalkedFile(llvm::StringRef AbsPath, llvm::StringRef RelPath,
                       llvm::StringRef DisplayPath,
                       llvm::sys::fs::file_type Type, bool InScope,
                       std::optional<StatSig> Sig)
    : Type(Type), InScope(InScope), Sig(Sig) {
  // One allocation of the exact size: most files need only the absolute
  // path's bytes.
  bool RelIsTail = AbsPath.ends_with(RelPath);
  bool ShownAsRel = DisplayPath == RelPath;
  bool ShownAsAbs = !ShownAsRel && DisplayPath == AbsPath;
  Paths.reserve(AbsPath.size() + (RelIsTail ? 0 : RelPath.size()) +
                (ShownAsRel || ShownAsAbs ? 0 : DisplayPath.size()));
  Paths.append(AbsPath.begin(), AbsPath.end());
  AbsSize = uint32_t(AbsPath.size());
  RelSize = uint32_t(RelPath.size());
  RelStart = AbsSize - RelSize;
  if (!RelIsTail) {
    RelStart = uint32_t(Paths.size());
    Paths.append(RelPath.begin(), RelPath.end());
  }
  DisplaySize = uint32_t(DisplayPath.size());
  DisplayStart = ShownAsRel ? RelStart : 0;
  if (!ShownAsRel && !ShownAsAbs) {
    DisplayStart = uint32_t(Paths.size());
    Paths.append(DisplayPath.begin(), DisplayPath.end());
  }
  assert(absPath() == AbsPath && relPath() == RelPath &&
         displayPath() == DisplayPath);
}

} // namespace sweeper
