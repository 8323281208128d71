#pragma once
/// Names a build or code binds to a token's package: Cargo's
/// `[dependencies.std_web] package = "stdweb"`, Rust's
/// `extern crate std_web as stdweb;`.
#include "core/DerivedPack.h"
#include "derive/KeptTree.h"
#include "derive/Tokens.h"

namespace sweeper {

/// Adds to D.Tokens (and D.Candidates, with what binds it) each alias
/// the kept tree or the removed text binds to an accepted word token's
/// package: winit's code wrote `std_web::web::document()` for the
/// removed `stdweb` backend.
void addPackageAliases(const RemovedText &Removed, const KeptTree &Kept,
                       DerivedPack &D);

} // namespace sweeper
