// SARIF 2.1.0 as GitHub code scanning reads it: rules with help text from the
// check registry, results with physical locations and partial fingerprints,
// and allowlisted look-alikes as results carrying suppressions.
#include "report/Reporters.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "report/JsonText.h"
#include "llvm/Support/xxhash.h"

namespace sweeper {

static llvm::StringRef sarifLevel(Severity S) {
  switch (S) {
  case Severity::Error: return "error";
  case Severity::Warning: return "warning";
  default: return "note";
  }
}

// Code scanning resolves relative URIs against the checkout, which is where
// CI runs the sweeper; absolute paths elsewhere become file:// URIs.
static std::string sarifUri(llvm::StringRef Path) {
  if (!llvm::sys::path::is_absolute(Path))
    return Path.str();
  llvm::SmallString<256> Cwd;
  if (!llvm::sys::fs::current_path(Cwd)) {
    Cwd += "/";
    if (Path.starts_with(Cwd))
      return Path.drop_front(Cwd.size()).str();
  }
  return "file://" + Path.str();
}

static llvm::json::Object sarifLocation(const Location &L) {
  llvm::json::Object Region{{"startLine", L.Line},
                            {"startColumn", std::max(1u, L.Column)}};
  if (L.Length)
    Region["endColumn"] = L.Column + L.Length;
  std::string Uri = jsonText(sarifUri(L.Path));
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
                                 llvm::StringRef Matched) {
  return llvm::json::Object{
      {"ruleId", checkInfo(Id).Name},
      {"ruleIndex", static_cast<unsigned>(Id)},
      {"level", sarifLevel(Sev)},
      {"message", llvm::json::Object{{"text", jsonText(Message)}}},
      {"locations", llvm::json::Array{sarifLocation(L)}},
      {"partialFingerprints",
       llvm::json::Object{
           {"primaryLocationLineHash", fingerprint(Id, L, LineText, Matched)}}}};
}

void printSarif(llvm::raw_ostream &OS, const ReportContext &C) {
  llvm::json::Array Rules, Results;
  for (const CheckInfo &I : allChecks())
    Rules.push_back(llvm::json::Object{
        {"id", I.Name},
        {"name", I.Name},
        {"shortDescription", llvm::json::Object{{"text", I.Summary}}},
        {"fullDescription", llvm::json::Object{{"text", I.Summary}}},
        {"help", llvm::json::Object{{"text", I.Help},
                                    {"markdown", (I.Summary + "\n\n" + I.Help).str()}}},
        {"defaultConfiguration",
         llvm::json::Object{{"level", sarifLevel(C.Pack.severityOf(I.Id))}}}});
  for (const Finding &F : C.Result.Findings)
    Results.push_back(
        result(F.Check, F.Sev, F.Message, F.Loc, F.LineText, F.Matched));
  for (const AllowedHit &A : C.Result.Allowed) {
    llvm::json::Object R =
        result(A.Check, Severity::Note,
               "allowed look-alike '" + A.Matched + "' (" + A.AllowId + ")",
               A.Loc, A.LineText, A.Matched);
    R["suppressions"] = llvm::json::Array{llvm::json::Object{
        {"kind", A.Inline ? "inSource" : "external"},
        {"justification", jsonText(A.AllowId + ": " + A.Reason)}}};
    Results.push_back(std::move(R));
  }
  llvm::json::Object Driver{{"name", "backend-sweeper"},
                            {"version", C.ToolVersion},
                            {"semanticVersion", C.ToolVersion},
                            {"informationUri",
                             "https://github.com/backend-sweeper/backend-sweeper"},
                            {"rules", std::move(Rules)}};
  llvm::json::Object Run{
      {"tool", llvm::json::Object{{"driver", std::move(Driver)}}},
      {"results", std::move(Results)}};
  llvm::json::Object Root{
      {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs", llvm::json::Array{std::move(Run)}}};
  OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Root))) << '\n';
}

} // namespace sweeper
