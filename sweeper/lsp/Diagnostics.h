#pragma once
/// A file's sweep as LSP sees it: diagnostics (the check id as code,
/// allowlisted look-alikes as Information with their reason, notes as
/// related information) and code actions (the mechanical fix, an inline
/// suppression).
#include "engine/FileScan.h"
#include "lsp/Positions.h"
#include "rules/RulePack.h"

namespace sweeper::lsp {

/// The diagnostics of one file.
llvm::json::Array diagnostics(const FileOutcome &O, const LineIndex &Index,
                              llvm::StringRef Uri);

/// The code actions for the findings on lines \p First..\p Last (1-based).
llvm::json::Array codeActions(const FileOutcome &O, const LineIndex &Index,
                              llvm::StringRef Uri, llvm::StringRef Text,
                              const RulePack &Pack, unsigned First,
                              unsigned Last);

} // namespace sweeper::lsp
