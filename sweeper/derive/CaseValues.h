#pragma once
/// A value a kept `switch` dispatches on can exist only to select removed
/// code: ggml's `BEST_FATTN_KERNEL_WMMA_F16`, whose own `case` called the
/// removed rocWMMA kernel. Such a value is removed too.
#include "core/DerivedPack.h"
#include "derive/KeptTree.h"

namespace sweeper {

/// Adds to D.Symbols the `case` labels of kept C/C++ files each of whose
/// arms of its own (not shared with another label) uses removed code, and
/// at least one does; each records the arm's first leftover line.
void collectCaseValues(const KeptTree &Kept, DerivedPack &D);

} // namespace sweeper
