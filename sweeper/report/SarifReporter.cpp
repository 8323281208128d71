// SARIF 2.1.0 as GitHub code scanning reads it: rules with help text and
// links from the check registry, results with physical locations and
// partial fingerprints, and allowlisted look-alikes as results carrying
// suppressions.
#include "report/Escape.h"
#include "report/Reporters.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"

namespace sweeper {

// The project's home (the driver's informationUri) and the base of every
// rule's helpUri.
static constexpr llvm::StringLiteral ProjectUri =
    "https://github.com/backend-sweeper/backend-sweeper";

static llvm::StringRef sarifLevel(Severity S) {
  switch (S) {
  case Severity::Error:
    return "error";
  case Severity::Warning:
    return "warning";
  default:
    return "note";
  }
}

// The working directory with a trailing slash, or "" if it is unknown.
static std::string workingDir() {
  llvm::SmallString<256> Cwd;
  if (llvm::sys::fs::current_path(Cwd))
    return "";
  if (!Cwd.ends_with("/"))
    Cwd += "/";
  return std::string(Cwd);
}

// Code scanning resolves relative URIs against the checkout, which is where
// CI runs the sweeper (so against %SRCROOT%); absolute paths elsewhere become
// file:// URIs. Percent-encoded from the raw bytes: a file name is a URI
// path here, and one that is not UTF-8 must not turn into U+FFFD.
static std::string sarifUri(llvm::StringRef Path, llvm::StringRef Cwd) {
  if (!llvm::sys::path::is_absolute(Path))
    return percentEncode(Path);
  if (!Cwd.empty() && Path.starts_with(Cwd))
    return percentEncode(Path.drop_front(Cwd.size()));
  return "file://" + percentEncode(Path);
}

static llvm::json::Object sarifLocation(const Location &L,
                                        llvm::StringRef Cwd) {
  llvm::json::Object Region{{"startLine", L.Line},
                            {"startColumn", std::max(1u, L.Column)}};
  // A block's region runs to the end of its last line (no endColumn).
  if (L.EndLine)
    Region["endLine"] = L.EndLine;
  else if (L.Length)
    Region["endColumn"] = L.Column + L.Length;
  std::string Uri = sarifUri(L.Path, Cwd);
  llvm::json::Object Artifact{{"uri", Uri}};
  if (!llvm::StringRef(Uri).starts_with("file://"))
    Artifact["uriBaseId"] = "%SRCROOT%";
  return llvm::json::Object{
      {"physicalLocation",
       llvm::json::Object{{"artifactLocation", std::move(Artifact)},
                          {"region", std::move(Region)}}}};
}

// Stable across line moves: the check, the file, the trimmed line and the hit.
static std::string fingerprint(CheckId Id, const Location &L,
                               llvm::StringRef LineText,
                               llvm::StringRef Matched) {
  std::string Key = (checkInfo(Id).Name + "\n" + L.Path + "\n" +
                     LineText.trim() + "\n" + Matched)
                        .str();
  return llvm::formatv("{0:x16}", llvm::xxh3_64bits(Key)).str();
}

static llvm::json::Object result(CheckId Id, Severity Sev, std::string Message,
                                 const Location &L, llvm::StringRef LineText,
                                 llvm::StringRef Matched, llvm::StringRef Cwd) {
  return llvm::json::Object{
      {"ruleId", checkInfo(Id).Name},
      {"ruleIndex", static_cast<unsigned>(Id)},
      {"level", sarifLevel(Sev)},
      {"message", llvm::json::Object{{"text", jsonText(Message)}}},
      {"locations", llvm::json::Array{sarifLocation(L, Cwd)}},
      {"partialFingerprints",
       llvm::json::Object{{"primaryLocationLineHash",
                           fingerprint(Id, L, LineText, Matched)}}}};
}

// Help links go to the check's heading in docs/checks.md, whose anchor is
// the check id (CheckDocs.cpp writes one heading per check).
static std::string helpUri(const CheckInfo &I) {
  return (llvm::Twine(ProjectUri) + "/blob/main/docs/checks.md#" + I.Name)
      .str();
}

void printSarif(llvm::raw_ostream &OS, const ReportContext &C) {
  llvm::json::Array Rules, Results;
  for (const CheckInfo &I : allChecks())
    Rules.push_back(llvm::json::Object{
        {"id", I.Name},
        {"name", I.Symbol},
        {"helpUri", helpUri(I)},
        {"shortDescription", llvm::json::Object{{"text", I.Summary}}},
        {"fullDescription", llvm::json::Object{{"text", I.Summary}}},
        {"help",
         llvm::json::Object{{"text", I.Help},
                            {"markdown", (I.Summary + "\n\n" + I.Help).str()}}},
        {"defaultConfiguration",
         llvm::json::Object{{"level", sarifLevel(C.Pack.severityOf(I.Id))}}}});
  std::string Cwd = workingDir();
  for (const Finding &F : C.Result.Findings)
    Results.push_back(
        result(F.Check, F.Sev, F.Message, F.Loc, F.LineText, F.Matched, Cwd));
  for (const AllowedHit &A : C.Result.Allowed) {
    llvm::json::Object R =
        result(A.Check, Severity::Note,
               "allowed look-alike '" + A.Matched + "' (" + A.AllowId + ")",
               A.Loc, A.LineText, A.Matched, Cwd);
    R["suppressions"] = llvm::json::Array{llvm::json::Object{
        {"kind", A.Inline ? "inSource" : "external"},
        {"justification", jsonText(A.AllowId + ": " + A.Reason)}}};
    Results.push_back(std::move(R));
  }
  llvm::json::Object Driver{{"name", "backend-sweeper"},
                            {"version", C.ToolVersion},
                            {"semanticVersion", C.ToolVersion},
                            {"informationUri", ProjectUri},
                            {"rules", std::move(Rules)}};
  llvm::json::Object Run{
      {"tool", llvm::json::Object{{"driver", std::move(Driver)}}},
      {"results", std::move(Results)}};
  // What relative URIs are relative to (SARIF 3.14.14): the working
  // directory, not the scan root, as paths are the root as written joined
  // with the path below it; in CI both are the checkout.
  if (!Cwd.empty())
    Run["originalUriBaseIds"] = llvm::json::Object{
        {"%SRCROOT%",
         llvm::json::Object{{"uri", "file://" + percentEncode(Cwd)}}}};
  llvm::json::Object Root{
      {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs", llvm::json::Array{std::move(Run)}}};
  OS << jsonForLogs(llvm::json::Value(std::move(Root))) << '\n';
}

} // namespace sweeper
