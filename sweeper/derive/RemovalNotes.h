#pragma once
/// Lines the removal itself wrote (docs, comments, an #error): a
/// past-removals entry (curl's ` - hyper` in DEPRECATE.md) is the
/// removal's own account of what it removed, not a leftover of it.
#include "core/DerivedPack.h"
#include "derive/KeptTree.h"
#include "derive/Tokens.h"
#include "rules/RulePack.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace sweeper {

/// Lines a removal added to each kept file, first and last (1-based).
using AddedLines =
    std::map<std::string, std::vector<std::pair<unsigned, unsigned>>>;

/// Fills D.RemovalNotes from the lines in \p Added of kept Markdown and
/// reStructuredText files that carry one of D.Tokens in words of their
/// own: not old text the removal only rewrapped (\p Removed's lines
/// deleted from the file say the same words around each token).
void collectRemovalNotes(const AddedLines &Added, const RemovedText &Removed,
                         const KeptTree &Kept, DerivedPack &D);

/// The allow entry that lets D.RemovalNotes pass, or nullopt when there are
/// none.
std::optional<AllowEntry> removalNotesAllow(const DerivedPack &D);

/// The allow entry that lets the names of D.RemovalGuards pass in their
/// files, or nullopt.
std::optional<AllowEntry> removalGuardsAllow(const DerivedPack &D);

} // namespace sweeper
