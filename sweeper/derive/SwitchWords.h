#pragma once
/// The word a removed compile switch adds to the project's switch
/// convention (`CLBLAST` in `PROJ_USE_CLBLAST`) names what the switch
/// turned on: the removed code. It is a token even where the kept tree,
/// still full of the switch's leftovers, uses it more than the removed
/// text did.
#include "core/DerivedPack.h"
#include "derive/KeptTree.h"
#include "derive/Tokens.h"

namespace sweeper {

/// Adds to D.Tokens (and D.Candidates, with its evidence) the words of the
/// removed switches (compile definitions the removal deleted, switches
/// that only served removed code) that the removed text uses, that name no
/// kept path, that a later change does not reuse and that are not common
/// in the kept tree.
void addSwitchWords(const RemovedText &Removed, const KeptTree &Kept,
                    const KeptTree &Later, DerivedPack &D);

} // namespace sweeper
