#pragma once
/// A token written as separate words: `cmsisnn` as `CMSIS-NN`, `cmsis_nn`.
#include "core/DerivedPack.h"
#include "derive/KeptTree.h"
#include "derive/Tokens.h"

namespace sweeper {

/// Adds to D.Tokens (and D.Candidates, with evidence) each spelling of a
/// token split into two or three words by `-`, `_` or a space that the
/// removed text uses twice or more, and the kept tree not far more.
void addSplitSpellings(const RemovedText &Removed, const KeptTree &Kept,
                       DerivedPack &D);

} // namespace sweeper
