#pragma once
/// Vendored packages that served the removed code: TVM vendored
/// `3rdparty/mlperftiny` and `3rdparty/libcrc` for microTVM alone, and its
/// removal named them on 35 lines against the kept tree's 3 outside the
/// vendored folders. Such a package is a leftover, not vendored code that
/// names the backend for its own reasons.
#include "core/DerivedPack.h"
#include "derive/KeptTree.h"
#include "derive/Tokens.h"

namespace sweeper {

/// Whether \p Dir (a path component) holds vendored code by its name:
/// `third_party`, `third-party`, `thirdparty`, `3rdparty`, `vendor`,
/// `external`.
bool vendoredRoot(llvm::StringRef Dir);

/// Fills D.ServedVendored.
void collectServedVendored(const RemovedText &Removed, const KeptTree &Kept,
                           DerivedPack &D);

} // namespace sweeper
