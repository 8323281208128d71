#pragma once
/// What each line of a Markdown, MyST or reStructuredText file is: prose,
/// or part of a code block, toctree or comment; heading; table row.
#include "scan/SourceFile.h"
#include <vector>

namespace sweeper {

enum class MarkdownBlock { Text, Code, Toctree, Comment };

struct MarkdownLine {
  MarkdownBlock B = MarkdownBlock::Text;
  bool Heading = false, TableRow = false;
};

/// One entry per line, indexed by 1-based line number (index 0 unused).
/// A line's state depends only on the lines above it, so the walk stops
/// at \p UpTo (the docs scanner's last hit); later lines read as text.
std::vector<MarkdownLine> markdownLines(const SourceFile &F,
                                        unsigned UpTo = ~0u);

/// Per line, whether it is inside a code block, toctree or comment.
std::vector<bool> markdownNonProseLines(const SourceFile &F);

} // namespace sweeper
