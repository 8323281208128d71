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

/// The block that \p Line of \p F heads, if its condition or name is only
/// removed code (as \p M finds it).
std::optional<Extent> blockAt(const SourceFile &F, unsigned Line,
                              const Matcher &M);

// One family each (Conditionals.cpp, Indented.cpp, Sections.cpp).
std::optional<Extent> conditionalBlockAt(const SourceFile &F, unsigned Line,
                                         const Matcher &M);
std::optional<Extent> indentedBlockAt(const SourceFile &F, unsigned Line,
                                      const Matcher &M);
std::optional<Extent> sectionAt(const SourceFile &F, unsigned Line,
                                const Matcher &M);
/// Calls.cpp: multi-line calls and .gitmodules sections.
std::optional<Extent> multiLineAt(const SourceFile &F, unsigned Line,
                                  const Matcher &M);

struct Finding;

/// The edits that clean up \p Fd in \p F: the block it heads (unwrapping
/// an #else/else() branch that stays), or its line when the line is only a
/// removed item (an include, add_subdirectory, a list or toctree entry, a
/// table row, a CODEOWNERS line). Empty when no fix is mechanical.
std::vector<Edit> fixFor(const SourceFile &F, const Finding &Fd,
                         const Matcher &M);

// Per family, for the block heading \p Line that ends at \p End.
std::vector<Edit> conditionalFix(const SourceFile &F, unsigned Line);
std::vector<Edit> indentedFix(const SourceFile &F, unsigned Line, unsigned End);
std::vector<Edit> sectionFix(const SourceFile &F, unsigned Line, unsigned End);
std::vector<Edit> multiLineFix(const SourceFile &F, unsigned Line,
                               unsigned End);

/// Why the edited text \p After would not be well-formed where \p Before
/// was, or "": C/C++ re-lexed by Clang (conditionals balanced, no string or
/// comment left open), CMake re-read by its grammar (blocks paired, no
/// bracket or quote left open), YAML that still parses.
std::string malformed(const SourceFile &Before, llvm::StringRef After);

/// \p Text with \p Edits applied; nullopt when they overlap or run past it.
std::optional<std::string> applyEdits(llvm::StringRef Text,
                                      std::vector<Edit> Edits);

/// Deletes lines \p A..\p B (inclusive) with their line ends.
Edit deleteLines(const SourceFile &F, unsigned A, unsigned B);
/// deleteLines for a whole block: when a blank line (or the file's start)
/// precedes it, the blank lines after it go too, so the spacing around
/// the block is not doubled.
Edit deleteBlock(const SourceFile &F, unsigned A, unsigned B);

/// Whether every name and string in YAML value \p Cond is removed code, or
/// \p Cond compares one variable for equality with a removed name.
/// Negations and values that also name kept things are not.
bool onlyRemoved(llvm::StringRef Cond, const Matcher &M);

} // namespace sweeper
