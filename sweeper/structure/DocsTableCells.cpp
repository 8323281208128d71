// docs-table-cells: a table row whose cell count differs from its header's.
// Deleting one backend's cell from a row is how a docs table stops rendering.
#include "core/Counted.h"
#include "scan/MarkdownLines.h"
#include "structure/Checks.h"

namespace sweeper {

/// Cells of a `| a | b |` row: pipes inside backticks or escaped do not split.
static unsigned cellCount(llvm::StringRef Row) {
  Row = Row.trim();
  if (Row.starts_with("|"))
    Row = Row.drop_front();
  if (Row.ends_with("|") && !Row.ends_with("\\|"))
    Row = Row.drop_back();
  unsigned Cells = 1;
  bool Code = false;
  for (size_t I = 0; I < Row.size(); ++I) {
    if (Row[I] == '\\') {
      ++I;
      continue;
    }
    if (Row[I] == '`')
      Code = !Code;
    else if (Row[I] == '|' && !Code)
      ++Cells;
  }
  return Cells;
}

static bool isDelimiterRow(llvm::StringRef Row) {
  Row = Row.trim();
  return Row.contains('-') &&
         Row.find_first_not_of("|:- \t") == llvm::StringRef::npos;
}

bool DocsTableCells::appliesTo(llvm::StringRef, FileKind Kind,
                               llvm::StringRef Text, const TextFacts &,
                               const TreeView &) const {
  return Kind == FileKind::Markdown && Text.contains('|');
}

void DocsTableCells::check(const SourceFile &F, const TextFacts &,
                           const TreeView &,
                           std::vector<ExternalRef> &Out) const {
  std::vector<bool> NonProse = markdownNonProseLines(F);
  for (unsigned L = 1; L + 1 <= F.lineCount(); ++L) {
    llvm::StringRef Header = F.line(L);
    if (NonProse[L] || !Header.trim().starts_with("|") ||
        !isDelimiterRow(F.line(L + 1)))
      continue;
    unsigned Want = cellCount(Header);
    unsigned R = L + 2;
    for (; R <= F.lineCount() && F.line(R).trim().starts_with("|"); ++R) {
      llvm::StringRef Row = F.line(R);
      unsigned Got = cellCount(Row);
      if (Got == Want)
        continue;
      size_t Indent = Row.size() - Row.ltrim().size();
      Out.push_back(
          {F.lineStart(R) + Indent, Row.trim().size(), CheckId::DocsTableCells,
           "table row has " + counted(Got, "cell") + " but its header (line " +
               std::to_string(L) + ") has " + std::to_string(Want)});
    }
    L = R - 1;
  }
}

} // namespace sweeper
