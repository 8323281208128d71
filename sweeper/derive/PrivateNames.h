#pragma once
/// A later change may define a removed name again with internal linkage
/// (`static void nv_cl_mul(...)` in its own file): that name is private to
/// the file, and does not bring back the removed external function that
/// bindings, stubs and other files still name.
#include "core/DerivedPack.h"
#include "rules/RulePack.h"
#include <optional>

namespace sweeper {

/// Whether \p Text declares or defines \p Name as a `static` function: a
/// line that begins with `static` and has \p Name, whole, before a `(`.
bool definesPrivately(llvm::StringRef Text, llvm::StringRef Name);

/// The allow entry that lets the files in D.LaterPrivate use the removed
/// names they define privately, or nullopt when there are none.
std::optional<AllowEntry> laterPrivateAllow(const DerivedPack &D);

} // namespace sweeper
