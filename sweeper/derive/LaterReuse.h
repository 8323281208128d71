#pragma once
/// With --removed-between the swept tree may be later than the removal:
/// a later change can reuse the removed names (ggml's second OpenCL
/// backend took `ggml_backend_opencl_*` again) and leave the old ones'
/// stubs dangling (`def ggml_cl_host_free` in a kept `.pyi`).
#include "derive/KeptTree.h"
#include "derive/Tokens.h"

namespace sweeper {

/// Drops the removed names that a file added after the removal spells:
/// the later change's, not leftovers. A name that added C++ files only
/// define as their own `static` functions stays removed (put back from
/// \p BeforeLater, the names before the swept tree's definitions were
/// dropped), with D.LaterPrivate saying which files may use it.
void dropLaterSpellings(
    const KeptTree &Kept, const KeptTree &Later,
    const std::map<std::string, std::vector<std::string>> &BeforeLater,
    DerivedPack &D);

/// Adds the names that carry a removed family a later change reuses
/// (`ggml_cl`) and that no file of the swept tree defines: references that
/// resolve to nothing. Names that files added since spell are the later
/// change's.
void collectDangling(const KeptTree &Kept, const KeptTree &Later,
                     DerivedPack &D);

} // namespace sweeper
