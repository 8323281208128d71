#pragma once
/// Deletion-aware sweeps: what a change removed, read from git, as a rule
/// pack — removed directories and files, tokens that name the removal
/// (derive/Tokens.h), and the symbols the deleted content (and lines deleted
/// from kept files) defined.
#include "core/DerivedPack.h"
#include "rules/RulePack.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <string>
#include <vector>

namespace sweeper {

/// Reads the deletions between \p Base and \p Head (or the work tree) of the
/// repository holding \p Dir; an error names the git command that failed.
llvm::Error deriveFromGit(llvm::StringRef Dir, llvm::StringRef Base,
                          llvm::StringRef Head, DerivedPack &Out);

struct KeptTree;
struct RemovedText;
/// Drops derived symbols that say nothing about leftovers: short or common
/// code names, and names the kept tree defines.
void dropRedefined(DerivedPack &D, const KeptTree &Kept);

/// Marks the removed names matched on their spelling alone as tentative:
/// Python names without a token, which any other module may define.
void markTentative(DerivedPack &D);

/// Drops the names markTentative marked that the kept tree spells on ten
/// lines or more and four times as many as the removed text: TVM's MSC
/// removal deleted a helper named `register_global_func` (4 lines), the FFI
/// function kept code calls on 167; the name is the kept tree's.
void dropKeptSpellings(const RemovedText &Removed, const KeptTree &Kept,
                       DerivedPack &D);

/// Adds the derived tokens, paths and symbols to \p Pack.
void mergeDerived(const DerivedPack &D, RulePack &Pack);

/// The derived pack as a rule-pack YAML file to edit and keep.
void printDerivedYaml(llvm::raw_ostream &OS, const DerivedPack &D);

/// Symbols a file of this path defines, by kind (used on deleted files and
/// on lines deleted from kept files). Appends: a name may repeat, callers
/// that merge many files sort and deduplicate once at the end.
void extractSymbols(llvm::StringRef Path, llvm::StringRef Text,
                    std::map<std::string, std::vector<std::string>> &Out);

} // namespace sweeper
