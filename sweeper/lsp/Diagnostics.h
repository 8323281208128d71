#pragma once
/// A file's sweep as LSP sees it: diagnostics (the check id as code,
/// allowlisted look-alikes as Hints with their reason, notes as related
/// information) and code actions (the mechanical fix, `ignore[<check>]`
/// for the line, an allow entry whose regex is about the line).
#include "engine/FileScan.h"
#include "lsp/Positions.h"
#include "rules/RulePack.h"

namespace sweeper::lsp {

/// The diagnostics published for one document, at most: a file with a
/// finding on every line would otherwise send (and make the editor hold)
/// hundreds of thousands. One more says how many were left out; `sweeper
/// scan` lists them all.
constexpr size_t MaxDiagnostics = 1000;

/// Streams the diagnostics of one file, as the elements of the array \p J
/// is writing: the first MaxDiagnostics, then the summary if any are left.
/// Allowed look-alikes are hints; the server leaves them out of \p O
/// unless the client asked for them.
void writeDiagnostics(llvm::json::OStream &J, const FileOutcome &O,
                      const LineIndex &Index, llvm::StringRef Uri);

/// Streams the code actions for the findings on lines \p First..\p Last
/// (1-based), as the elements of the array \p J is writing.
void writeCodeActions(llvm::json::OStream &J, const FileOutcome &O,
                      const LineIndex &Index, llvm::StringRef Uri,
                      llvm::StringRef Text, const RulePack &Pack,
                      unsigned First, unsigned Last);

/// Keeps in \p O what the published diagnostics show (code actions act on
/// those), so a document holds no more than that between changes.
void keepPublished(FileOutcome &O);

} // namespace sweeper::lsp
