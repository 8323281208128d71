#include "lsp/Diagnostics.h"
#include "core/FileKind.h"
#include "engine/Suppressions.h"
#include "lsp/DirectiveEdits.h"
#include <re2/re2.h>

namespace sweeper::lsp {
namespace json = llvm::json;

// DiagnosticSeverity: 1 Error, 2 Warning, 3 Information, 4 Hint.
static int64_t lspSeverity(Severity S) {
  return S == Severity::Error ? 1 : S == Severity::Warning ? 2 : 3;
}

static json::Object findingRange(const Location &L, const LineIndex &Index) {
  // A block runs to the end of its last line.
  json::Object End = L.EndLine ? Index.position(L.EndLine + 1, 1)
                               : Index.position(L.Line, L.Column + L.Length);
  if (L.EndLine && L.EndLine >= Index.lines())
    End = Index.position(L.EndLine, ~0u);
  return json::Object{{"start", Index.position(L.Line, L.Column)},
                      {"end", std::move(End)}};
}

static json::Object diagnostic(const Finding &F, const LineIndex &Index,
                               llvm::StringRef Uri) {
  json::Array Related;
  for (const std::string &N : F.Notes)
    Related.push_back(json::Object{
        {"location",
         json::Object{{"uri", Uri}, {"range", findingRange(F.Loc, Index)}}},
        {"message", json::fixUTF8(N)}});
  json::Object D{{"range", findingRange(F.Loc, Index)},
                 {"severity", lspSeverity(F.Sev)},
                 {"code", checkInfo(F.Check).Name},
                 {"source", "backend-sweeper"},
                 {"message", json::fixUTF8(F.Message)}};
  if (!Related.empty())
    D["relatedInformation"] = std::move(Related);
  return D;
}

static json::Object allowed(const AllowedHit &A, const LineIndex &Index) {
  // An ignored hit may be a real leftover: the line says not to report it.
  llvm::StringRef What = A.AllowId == ignoreKey(A.Check)
                             ? "ignored hit '"
                             : "allowed look-alike '";
  return json::Object{{"range", findingRange(A.Loc, Index)},
                      {"severity", 4},
                      {"code", checkInfo(A.Check).Name},
                      {"source", "backend-sweeper"},
                      {"message", json::fixUTF8(What.str() + A.Matched + "' (" +
                                                A.AllowId + "): " + A.Reason)}};
}

/// Where the first diagnostic left out would have been, saying how many
/// there are.
static json::Object summary(const Location &First, size_t More,
                            const LineIndex &Index) {
  return json::Object{{"range", findingRange(First, Index)},
                      {"severity", 3},
                      {"source", "backend-sweeper"},
                      {"message", std::to_string(More) +
                                      " more findings in this file are "
                                      "not shown (the editor gets the first " +
                                      std::to_string(MaxDiagnostics) +
                                      "); `sweeper scan` lists them all"}};
}

void writeDiagnostics(json::OStream &J, const FileOutcome &O,
                      const LineIndex &Index, llvm::StringRef Uri) {
  // One diagnostic's JSON at a time: written, then freed.
  size_t Total = O.Findings.size() + O.Allowed.size();
  size_t Shown = std::min(Total, MaxDiagnostics);
  for (size_t I = 0; I < Shown; ++I)
    J.value(I < O.Findings.size()
                ? diagnostic(O.Findings[I], Index, Uri)
                : allowed(O.Allowed[I - O.Findings.size()], Index));
  if (Shown == Total)
    return;
  const Location &Next = Shown < O.Findings.size()
                             ? O.Findings[Shown].Loc
                             : O.Allowed[Shown - O.Findings.size()].Loc;
  J.value(summary(Next, Total - Shown, Index));
}

void keepPublished(FileOutcome &O) {
  size_t Findings = std::min(O.Findings.size(), MaxDiagnostics);
  O.Findings.resize(Findings);
  O.Findings.shrink_to_fit();
  O.Allowed.resize(std::min(O.Allowed.size(), MaxDiagnostics - Findings));
  O.Allowed.shrink_to_fit();
}

static json::Object quickFix(std::string Title, llvm::StringRef Uri,
                             json::Array Edits, json::Object Diag) {
  return json::Object{
      {"title", std::move(Title)},
      {"kind", "quickfix"},
      {"diagnostics", json::Array{std::move(Diag)}},
      {"edit",
       json::Object{{"changes", json::Object{{Uri, std::move(Edits)}}}}}};
}

/// The allow entries worth offering for \p F's line: the pack's own (not
/// the derived defaults) whose paths take the file and whose regex matches
/// in the line, so the entry is about what is there. One action per entry
/// would flood the menu: the first three.
static std::vector<const AllowEntry *> entriesFor(const Finding &F,
                                                  FileKind Kind,
                                                  llvm::StringRef Line,
                                                  const RulePack &Pack) {
  std::vector<const AllowEntry *> Out;
  for (const AllowEntry &A : Pack.Allow)
    if (Out.size() < 3 && !A.BuiltIn && A.Re && A.appliesTo(F.RelPath, Kind) &&
        RE2::PartialMatch(re2::StringPiece(Line.data(), Line.size()), *A.Re))
      Out.push_back(&A);
  return Out;
}

static void actionsFor(json::OStream &J, const Finding &F, FileKind Kind,
                       const LineIndex &Index, llvm::StringRef Uri,
                       llvm::StringRef Text, const RulePack &Pack) {
  std::string Id = checkInfo(F.Check).Name.str();
  if (!F.Fix.empty() && !F.DeletesFile) {
    json::Array Edits;
    for (const Edit &E : F.Fix)
      Edits.push_back(
          json::Object{{"range", Index.range(E.Offset, E.Offset + E.Length)},
                       {"newText", json::fixUTF8(E.Replacement)}});
    J.value(quickFix("Remove the leftover (" + Id + ")", Uri, std::move(Edits),
                     diagnostic(F, Index, Uri)));
  }
  if (F.Loc.Line == 0 || F.Loc.Line > Index.lines())
    return;
  if (ignorable(F.Check))
    if (auto E = ignoreEdit(Index, Text, Kind, F.Loc.Line, Id))
      J.value(quickFix("Ignore " + Id + " on this line", Uri,
                       json::Array{std::move(*E)}, diagnostic(F, Index, Uri)));
  llvm::StringRef Line = lineText(Index, Text, F.Loc.Line);
  for (const AllowEntry *A : entriesFor(F, Kind, Line, Pack))
    if (auto E = allowEdit(Index, Text, Kind, F.Loc.Line, A->Id))
      J.value(quickFix("Allow this line as '" + A->Id + "'", Uri,
                       json::Array{std::move(*E)}, diagnostic(F, Index, Uri)));
}

void writeCodeActions(json::OStream &J, const FileOutcome &O,
                      const LineIndex &Index, llvm::StringRef Uri,
                      llvm::StringRef Text, const RulePack &Pack,
                      unsigned First, unsigned Last) {
  for (const Finding &F : O.Findings)
    if (F.Loc.Line >= First && F.Loc.Line <= Last)
      actionsFor(J, F, O.Kind, Index, Uri, Text, Pack);
}

} // namespace sweeper::lsp
