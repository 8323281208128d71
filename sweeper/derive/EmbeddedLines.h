#pragma once
/// Vendored code a generated file embeds: autoconf copies libtool.m4's
/// shell code into `configure`, so SDL's configure still held libtool's
/// `os2*)` cases after its OS/2 port went, as libtool.m4 and ltmain.sh
/// did (allowed as vendored code).
#include "core/DerivedPack.h"
#include "derive/KeptTree.h"
#include "rules/RulePack.h"
#include <optional>

namespace sweeper {

/// Fills D.EmbeddedLines from the kept vendored files' token-bearing
/// lines. After the tokens and the vendored directories are known.
void collectEmbeddedLines(const KeptTree &Kept, DerivedPack &D);

/// The allow entry that passes those lines wherever they stand whole,
/// or nullopt when there are none.
std::optional<AllowEntry> embeddedLinesAllow(const DerivedPack &D);

} // namespace sweeper
