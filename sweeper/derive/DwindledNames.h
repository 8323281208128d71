#pragma once
/// Kept names a removal took most uses of: it deleted more of their uses
/// from the files it kept than the kept tree still holds, and the kept tree
/// still defines them. curl's OpenSSL-QUIC removal deleted five of the
/// eight calls of the test helper `curl_uses_ossl_quic()` and left its
/// definition and three calls, which carry no token.
#include "core/DerivedPack.h"
#include "derive/KeptTree.h"
#include "derive/Tokens.h"

namespace sweeper {

void collectDwindledNames(const RemovedText &Removed, const KeptTree &Kept,
                          DerivedPack &D);

/// Outside headers a removal took most includes of (deleted files count),
/// left only in files it edited: curl's GSKit removal deleted both
/// includes of IBM's `<gskssl.h>` but the one in `lib/setup-os400.h`,
/// where it deleted the GSKit wrappers. Not the tree's own headers (a
/// removed one is a removed path) nor the standard library's.
void collectDwindledHeaders(const RemovedText &Removed, const KeptTree &Kept,
                            DerivedPack &D);

} // namespace sweeper
