#pragma once
/// Block extents: when a finding heads a construct that exists only for the
/// removed backend (an #ifdef branch on a removed macro, a CMake if() on a
/// removed option, a workflow job named for it, a docs section whose heading
/// names it), the construct's last line, so a reviewer sees the whole dead
/// block and not just its first line.
#include "core/Finding.h"
#include "scan/SourceFile.h"
#include <optional>
#include <string>

namespace sweeper {

class Matcher;

struct Extent {
  unsigned EndLine = 0; ///< last line of the block, > the heading line
  std::string What;     ///< "#ifdef block", "workflow job", "section", ...
};

struct Finding;

/// A kind of block: where one starts and ends, and how it is removed. A
/// file kind's spec lists the families its files have, in the order asked.
struct BlockFamily {
  std::optional<Extent> (*At)(const SourceFile &, unsigned Line,
                              const Matcher &);
  std::vector<Edit> (*Fix)(const SourceFile &, unsigned Line, unsigned End);
};
/// #if/#ifdef and CMake if() branches (Conditionals.cpp), YAML keys and
/// Python suites (Indented.cpp), docs sections (Sections.cpp), calls that
/// span lines and .gitmodules sections (Calls.cpp).
extern const BlockFamily Conditionals, YamlBlocks, PythonBlocks, Sections,
    CMakeCalls, PythonCalls, SwiftCalls, GitmodulesSections;
using BlockFamilies = llvm::ArrayRef<const BlockFamily *>;

/// The block that \p Line of \p F heads, by the first of \p Families
/// that finds one whose condition or name is only removed code (as \p M
/// finds it).
std::optional<Extent> blockOf(const SourceFile &F, unsigned Line,
                              const Matcher &M, BlockFamilies Families);

/// The edits that clean up \p Fd in \p F: the block it heads (unwrapping
/// an #else/else() branch that stays), or its line when the line is only a
/// removed item (an include, add_subdirectory, a list or toctree entry, a
/// table row, a CODEOWNERS line). Empty when no fix is mechanical.
std::vector<Edit> fixOf(const SourceFile &F, const Finding &Fd,
                        const Matcher &M, BlockFamilies Families);

/// Why the edited text \p After would not be well-formed where \p Before
/// was, or "" (Wellformed.cpp); a kind's spec names the one its files get.
using Wellformed = std::string (*)(llvm::StringRef Before,
                                   llvm::StringRef After);
/// C/C++ re-lexed by Clang: conditionals balanced, no string or comment
/// left open.
std::string cxxMalformed(llvm::StringRef Before, llvm::StringRef After);
/// CMake re-read by its grammar: blocks paired, no bracket or quote open.
std::string cmakeMalformed(llvm::StringRef Before, llvm::StringRef After);
/// YAML that parsed still parses.
std::string yamlMalformed(llvm::StringRef Before, llvm::StringRef After);

/// \p Text with \p Edits applied; nullopt when they overlap or run past it.
std::optional<std::string> applyEdits(llvm::StringRef Text,
                                      std::vector<Edit> Edits);

/// Deletes lines \p A..\p B (inclusive) with their line ends.
Edit deleteLines(const SourceFile &F, unsigned A, unsigned B);
/// deleteLines for a whole block: when a blank line (or the file's start)
/// precedes it, the blank lines after it go too, so the spacing around
/// the block is not doubled.
Edit deleteBlock(const SourceFile &F, unsigned A, unsigned B);
/// Whether line \p L is one entry of a list of like lines: the nearest
/// non-blank line above or below reads the same with another name where
/// \p L names the removed backend (as \p M finds it), and names no removed
/// code itself (Siblings.cpp).
bool likeNeighbour(const SourceFile &F, unsigned L, const Matcher &M);
/// Deletes line \p L, one entry of a statement continued with `\`; when it
/// was the last, the entry before it now ends the statement.
std::vector<Edit> deleteEntry(const SourceFile &F, unsigned L);

/// Whether every name and string in YAML value \p Cond is removed code, or
/// \p Cond compares one variable for equality with a removed name.
/// Negations and values that also name kept things are not.
bool onlyRemoved(llvm::StringRef Cond, const Matcher &M);

} // namespace sweeper
