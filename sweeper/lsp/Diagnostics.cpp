#include "lsp/Diagnostics.h"
#include "core/FileKind.h"

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
  return json::Object{
      {"range", findingRange(A.Loc, Index)},
      {"severity", 4},
      {"code", checkInfo(A.Check).Name},
      {"source", "backend-sweeper"},
      {"message", json::fixUTF8("allowed look-alike '" + A.Matched + "' (" +
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

/// The comment that allows the finding's line as \p A, placed where the
/// file kind's comments go; nullopt for formats without comments.
static std::optional<json::Object> suppression(const Finding &F,
                                               const AllowEntry &A,
                                               const LineIndex &Index,
                                               llvm::StringRef Text) {
  llvm::StringRef Marker = fileKindInfo(classifyPath(F.RelPath)).CommentMarker;
  if (Marker.empty() || F.Loc.Line > Index.lines())
    return std::nullopt;
  std::string Directive = "sweeper: allow(" + A.Id + ") kept on purpose";
  size_t Start = Index.lineStart(F.Loc.Line);
  size_t End = Text.find('\n', Start);
  End = End == llvm::StringRef::npos ? Text.size() : End;
  if (End > Start && Text[End - 1] == '\r')
    --End;
  if (Marker == "..") { // reStructuredText comments take a line of their own
    llvm::StringRef Line = Text.slice(Start, End);
    std::string Indent(Line.size() - Line.ltrim().size(), ' ');
    return json::Object{{"range", Index.range(Start, Start)},
                        {"newText", Indent + ".. sweeper: allow-next-line(" +
                                        A.Id + ") kept on purpose\n"}};
  }
  std::string Close = Marker == "<!--" ? " -->" : "";
  return json::Object{
      {"range", Index.range(End, End)},
      {"newText", " " + Marker.str() + " " + Directive + Close}};
}

static void actionsFor(json::OStream &J, const Finding &F,
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
  // One action per allow entry would flood the menu: the first three.
  unsigned Offered = 0;
  for (const AllowEntry &A : Pack.Allow) {
    if (A.BuiltIn || Offered == 3)
      continue;
    if (std::optional<json::Object> E = suppression(F, A, Index, Text)) {
      ++Offered;
      J.value(quickFix("Allow this line as '" + A.Id + "'", Uri,
                       json::Array{std::move(*E)}, diagnostic(F, Index, Uri)));
    }
  }
}

void writeCodeActions(json::OStream &J, const FileOutcome &O,
                      const LineIndex &Index, llvm::StringRef Uri,
                      llvm::StringRef Text, const RulePack &Pack,
                      unsigned First, unsigned Last) {
  for (const Finding &F : O.Findings)
    if (F.Loc.Line >= First && F.Loc.Line <= Last)
      actionsFor(J, F, Index, Uri, Text, Pack);
}

} // namespace sweeper::lsp
