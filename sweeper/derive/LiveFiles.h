#pragma once
/// A word the kept tree still lives under (a low-confidence token) names
/// kept files of its own too: SDL's GPU D3D11 removal kept the 2D
/// renderer's `SDL_render_d3d11.c` and its `D3D11_*` shader headers. Such a
/// file that the removal did not touch is the kept tree's code, and the
/// word in it is the kept tree's.
#include "core/DerivedPack.h"
#include "derive/KeptTree.h"
#include "match/Matcher.h"
#include "rules/RulePack.h"
#include <optional>

namespace sweeper {

/// Adds to D.KeptNames the stems of \p Files that carry a token of \p Tok
/// and are more than a token and no removed name: a reference to such a
/// file by its name is to kept code.
void keepFileStems(const std::vector<std::string> &Files, const Matcher &Tok,
                   DerivedPack &D);

/// Fills D.LiveFiles from the kept files named for a low-confidence token
/// that the removal left untouched.
void collectLiveFiles(const KeptTree &Kept, DerivedPack &D);

/// The allow entry that lets the low-confidence tokens (alone, not inside
/// a removed name) pass in D.LiveFiles, or nullopt.
std::optional<AllowEntry> liveFilesAllow(const DerivedPack &D);

} // namespace sweeper
