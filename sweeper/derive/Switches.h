#pragma once
/// Switches that only served the removed code: a preprocessor macro or
/// CMake variable each of whose conditional blocks in the kept tree holds
/// a leftover (an include of a removed file, a use of a removed name) is
/// itself removed. Propagated to a fixed point; each records why.
#include "core/DerivedPack.h"
#include "derive/KeptTree.h"
#include "derive/Tokens.h"

namespace sweeper {

/// \p Removed, if given, also tells which reserved-form names (`_X`) the
/// project's build set: the removal may have deleted the setting.
void propagateSwitches(const KeptTree &Kept, DerivedPack &D,
                       const RemovedText *Removed = nullptr);

} // namespace sweeper
