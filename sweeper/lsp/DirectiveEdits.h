#pragma once
/// The edits the editor's "ignore" and "allow" actions make: a directive
/// (engine/Suppressions.h) in the file kind's comment syntax, placed where
/// the scan will read it.
#include "core/FileKind.h"
#include "lsp/Positions.h"
#include <optional>
#include <string>

namespace sweeper::lsp {

/// The edit that makes `ignore[<Check>]` act on 1-based \p Line: one more
/// id in an ignore already acting there, else a trailing comment, else
/// (the line holds a comment, whose opening the directive must be, or the
/// kind's comments take a line of their own) `ignore-next-line[...]` above
/// it. None for a kind without comments, or a line whose previous line
/// already holds a directive for it that a line between would misdirect.
std::optional<llvm::json::Object> ignoreEdit(const LineIndex &Index,
                                             llvm::StringRef Text,
                                             FileKind Kind, unsigned Line,
                                             llvm::StringRef Check);

/// The edit that makes `allow(<AllowId>) kept on purpose` act on \p Line,
/// placed as ignoreEdit places a new directive.
std::optional<llvm::json::Object> allowEdit(const LineIndex &Index,
                                            llvm::StringRef Text, FileKind Kind,
                                            unsigned Line,
                                            llvm::StringRef AllowId);

/// The text of 1-based \p Line, without its line break.
llvm::StringRef lineText(const LineIndex &Index, llvm::StringRef Text,
                         unsigned Line);

} // namespace sweeper::lsp
