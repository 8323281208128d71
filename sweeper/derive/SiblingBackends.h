#pragma once
/// A kept directory beside the removed path and named in the same
/// convention (`src/ggml-sycl/` beside a removed `src/ggml-opencl.cpp`) is
/// another backend. The removed backend's name as a word of its own there
/// names the API or platform both talk to (SYCL's "opencl:gpu" device
/// strings), not the removal.
#include "core/DerivedPack.h"
#include "derive/KeptTree.h"
#include "rules/RulePack.h"
#include <optional>

namespace sweeper {

/// Fills D.SiblingDirs from the removed paths, D.Tokens and the kept
/// directories.
void collectSiblingBackends(const KeptTree &Kept, DerivedPack &D);

/// The allow entry that lets a token standing alone as a word (not inside
/// an identifier such as `PROJ_USE_X`) pass in D.SiblingDirs, or nullopt.
std::optional<AllowEntry> siblingBackendsAllow(const DerivedPack &D);

} // namespace sweeper
