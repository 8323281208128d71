#pragma once
/// One digest of everything in a rule pack that can change a result: the
/// result cache keys every entry by it.
#include "core/CacheFile.h"
#include "rules/RulePack.h"

namespace sweeper {

/// Every field of \p Pack, allow entries with their positions (stale-allow
/// findings point at them) and the files it was loaded from.
Digest packDigest(const RulePack &Pack);

} // namespace sweeper
