#pragma once
/// Removed names the kept tree only spells as members of its own
/// namespaces: `runtime.RPCTimeEvaluator`, `tir.cop.coproc_dep_push`.
#include "core/DerivedPack.h"
#include "derive/KeptTree.h"

namespace sweeper {

/// Drops from D.Symbols each name without a token that the kept tree
/// spells, and on every line that spells it, spells behind a dot whose
/// qualifier carries no token.
void dropQualifiedOnly(DerivedPack &D, const KeptTree &Kept);

} // namespace sweeper
