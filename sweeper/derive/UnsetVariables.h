#pragma once
/// Shell and Autotools variables a removal left unset: it deleted every
/// assignment from the kept scripts that made them, and kept scripts still
/// read them. curl's OpenSSL-QUIC removal deleted `USE_OPENSSL_H3=1` and
/// left `test "$USE_OPENSSL_H3" = "1"` in configure.ac.
#include "core/DerivedPack.h"
#include "derive/KeptTree.h"
#include "derive/Tokens.h"

namespace sweeper {

void collectUnsetVariables(const RemovedText &Removed, const KeptTree &Kept,
                           DerivedPack &D);

} // namespace sweeper
