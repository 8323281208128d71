#pragma once
/// Names that carry a token yet belong to the kept tree: it defines them
/// (a local, a member, a method) and the removed text never spelled them,
/// or a kept header declares them and other kept code still uses them.
/// TVM's Hexagon `micro_copies` carries microTVM's `micro`; curl's public
/// `hyper_version` member outlived the Hyper backend.
#include "derive/KeptTree.h"
#include "derive/Tokens.h"
#include "rules/RulePack.h"

namespace sweeper {

/// Fills D.KeptNames from the token-bearing names that \p Kept defines and
/// \p Removed never uses, or only uses where \p Kept declares them in a
/// header and uses them elsewhere.
void collectKeptNames(const RemovedText &Removed, const KeptTree &Kept,
                      DerivedPack &D);

/// The allow entry that lets D.KeptNames pass, or nullopt when there are
/// none.
std::optional<AllowEntry> keptNamesAllow(const DerivedPack &D);

} // namespace sweeper
