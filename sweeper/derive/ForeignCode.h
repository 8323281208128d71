#pragma once
/// Code under another license than the project's is someone else's,
/// vendored whatever its folder is called: SDL keeps Khronos's Vulkan and
/// EGL headers (Apache-2.0, MIT) in `src/video/khronos/`, beside its own
/// zlib-licensed code, and they name DirectFB for Vulkan's sake after
/// SDL's DirectFB driver is gone.
#include "core/DerivedPack.h"
#include "derive/KeptTree.h"
#include "llvm/ADT/StringRef.h"
#include <set>
#include <string>

namespace sweeper {

/// The license families (`apache`, `mit`, `zlib`, `bsd`, `gpl`, `curl`,
/// ...) \p Head states: its SPDX-License-Identifier expressions, or else
/// the opening words of a license text it quotes.
std::set<std::string> licensesStated(llvm::StringRef Head);

/// Fills D.ForeignCode: the topmost kept directories of two files or more,
/// each C, C++ or Python code that states a license none of the tree's own
/// files state (a tenth of those that state one, three at least) and that
/// the removal neither added nor edited.
void findForeignCode(const KeptTree &Kept, DerivedPack &D);

/// Whether \p Path is vendored code: below a folder named for it
/// (derive/VendoredPackages.h) or in D.ForeignCode. Its uses of a word
/// are not the kept tree's own.
bool inVendoredCode(llvm::StringRef Path, const DerivedPack &D);

/// Adds the stems of D.ForeignCode's files named for a token to
/// D.KeptNames (derive/LiveFiles.h, keepFileStems).
void keepForeignFileStems(const KeptTree &Kept, DerivedPack &D);

} // namespace sweeper
