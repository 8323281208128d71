#pragma once
/// Loose files removed from a family of siblings: each held one member,
/// named by the word its name adds to the family's naming scheme.
#include "derive/KeptTree.h"
#include <map>
#include <string>
#include <vector>

namespace sweeper {

/// For each of \p Removed (loose files, repo-relative) named in a scheme
/// that two or more kept files of its directory and extension share, the
/// one word that sets it apart, mapped to the file: lighttpd's removed
/// `src/mod_secdownload.c` beside the kept `src/mod_auth.c` and
/// `src/mod_userdir.c` gives `secdownload`. A word a kept sibling also
/// carries, or a kept source file is named with, names no removed member;
/// a test, a fuzzer or a benchmark is no member.
std::map<std::string, std::string>
schemeMembers(const std::vector<std::string> &Removed, const KeptTree &Kept);

} // namespace sweeper
