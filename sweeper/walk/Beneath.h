#pragma once
/// Whether a path lies below a root, with the kernel's guarantee
/// (openat2) that nothing on its way leads out of it.
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace sweeper {

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
