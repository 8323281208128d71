#pragma once
/// Path globs in kept configuration that matched removed files and match
/// no kept one: curl's Kerberos FTP removal deleted `lib/krb5.c` and
/// `lib/curl_krb5.h` and left `lib/*krb5*` in `.github/labeler.yml`,
/// which labels nothing since. No token reaches it: `krb5` stays the name
/// of the kept Kerberos code for other protocols.
#include "core/DerivedPack.h"
#include "derive/KeptTree.h"
#include "derive/Tokens.h"

namespace sweeper {

/// Adds each such glob to D.Symbols, with its reason; an error when the
/// globs are too much to match (a budget that runs out fails the run).
llvm::Error collectDeadGlobs(const RemovedText &Removed, const KeptTree &Kept,
                             DerivedPack &D);

} // namespace sweeper
