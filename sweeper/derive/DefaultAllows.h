#pragma once
/// Look-alikes every derived pack allows, whatever was removed: release
/// history and credits name removed things on purpose, and vendored
/// third-party code names them for its own reasons. `derive` prints the
/// entries so they can be edited; they are never reported as stale.
#include "core/DerivedPack.h"
#include "rules/RulePack.h"
#include "llvm/Support/raw_ostream.h"

namespace sweeper {

/// Adds each entry whose id \p Pack does not already have; vendored code
/// is allowed but for the packages that served the removal.
void addDefaultAllows(RulePack &Pack, const DerivedPack &D);

/// Whether the `vendored-code` entry covers the kept file \p Path.
bool vendoredPath(llvm::StringRef Path, const DerivedPack &D);

/// The entries as the `allow:` list of a rule pack.
void printDefaultAllows(llvm::raw_ostream &OS, const DerivedPack &D);

/// \p A as an item of a rule pack's `allow:` list.
void printAllowEntry(llvm::raw_ostream &OS, const AllowEntry &A);

/// \p S as a YAML scalar that reads back the same: single-quoted, or
/// double-quoted with escapes when it holds a control or bidi character,
/// or `!!binary` (base64) when it is not UTF-8.
std::string yamlQuote(llvm::StringRef S);

/// \p Path with GlobPattern's metacharacters escaped: it matches itself.
std::string globLiteral(llvm::StringRef Path);

/// `a|b|c`: each of \p Words quoted for RE2.
std::string quotedAlternation(const std::vector<std::string> &Words);

/// Compiles \p A's regex and path globs, and marks it a derived pack's
/// own entry (built in, never reported as stale).
void sealDerivedAllow(AllowEntry &A);

/// The `digit-words` entry: a bare token (DerivedPack::BareTokens) with
/// digits right after it is another word.
std::optional<AllowEntry> digitWordsAllow(const DerivedPack &D);

} // namespace sweeper
