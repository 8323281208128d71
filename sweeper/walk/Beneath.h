#pragma once
/// Reading a git-listed file with the kernel's guarantee that nothing on
/// its way is a symlink, so the walk need not lstat each path first.
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace sweeper {

/// Opens \p Rel (a '/'-separated path git listed) below the directory
/// \p Root for reading, refusing a symlink anywhere on the way and any
/// escape from \p Root (openat2 with RESOLVE_NO_SYMLINKS and
/// RESOLVE_BENEATH), without blocking on a FIFO. The descriptor, or -1
/// with errno set: the caller then types the path as the walk would.
int openBeneath(llvm::StringRef Root, llvm::StringRef Rel);

/// Opens the directory \p Rel below \p Root (empty: \p Root itself) for
/// listing, with openBeneath's refusals; -1 and errno otherwise.
int openDirBeneath(llvm::StringRef Root, llvm::StringRef Rel);

/// Whether \p Rel names something below \p Root, in one system call: true
/// also when a symlink is on the way (nothing past it is looked at: it may
/// lead out of the tree). nullopt when openat2 is not available here.
std::optional<bool> existsBeneath(llvm::StringRef Root, llvm::StringRef Rel);

/// Whether \p Rel below \p Root, links followed, resolves without a step
/// outside \p Root (openat2 with RESOLVE_BENEATH): false when a step left
/// it, even if a later link led back in (a link outside the tree can be
/// pointed elsewhere, and what it names is not the tree's). nullopt when
/// openat2 cannot tell (not available, a dangling link).
std::optional<bool> leadsBeneath(llvm::StringRef Root, llvm::StringRef Rel);

} // namespace sweeper
