// JSON output, schema version 1 (docs/json-output.md). Keys print sorted, so
// the output is byte-for-byte deterministic.
#include "report/Escape.h"
#include "report/Reporters.h"
#include "llvm/Support/JSON.h"

namespace sweeper {

// "path" is UTF-8 for every consumer; a path that is not also gets its
// exact bytes in "pathEncoded", so the file can still be found.
static llvm::json::Object pathJson(llvm::StringRef Path) {
  llvm::json::Object O{{"path", jsonText(Path)}};
  if (!llvm::json::isUTF8(Path))
    O["pathEncoded"] = percentEncode(Path);
  return O;
}

static llvm::json::Object locationJson(const Location &L) {
  llvm::json::Object O = pathJson(L.Path);
  O["line"] = L.Line;
  O["column"] = L.Column;
  O["length"] = L.Length;
  return O;
}

void printJson(llvm::raw_ostream &OS, const ReportContext &C) {
  const SweepResult &R = C.Result;
  llvm::json::Array Findings, Allowed, Skipped, Packs;
  for (const Finding &F : R.Findings) {
    llvm::json::Object O = locationJson(F.Loc);
    O["check"] = checkInfo(F.Check).Name;
    O["severity"] = severityName(F.Sev);
    O["message"] = jsonText(F.Message);
    O["matched"] = jsonText(F.Matched);
    O["lineText"] = jsonText(F.LineText);
    O["lineTextColumn"] = F.LineTextColumn;
    llvm::json::Array Notes;
    for (const std::string &N : F.Notes)
      Notes.push_back(jsonText(N));
    O["notes"] = std::move(Notes);
    Findings.push_back(std::move(O));
  }
  for (const AllowedHit &A : R.Allowed) {
    llvm::json::Object O = locationJson(A.Loc);
    O["check"] = checkInfo(A.Check).Name;
    O["matched"] = jsonText(A.Matched);
    O["lineText"] = jsonText(A.LineText);
    O["lineTextColumn"] = A.LineTextColumn;
    O["allowId"] = jsonText(A.AllowId);
    O["reason"] = jsonText(A.Reason);
    O["inline"] = A.Inline;
    Allowed.push_back(std::move(O));
  }
  for (const SkippedFile &S : R.Skipped) {
    llvm::json::Object O = pathJson(S.Path);
    O["reason"] = jsonText(S.Reason);
    Skipped.push_back(std::move(O));
  }
  for (const std::string &P : C.Pack.Files)
    Packs.push_back(jsonText(P));
  llvm::json::Array NonUtf8;
  for (const std::string &P : R.NonUtf8Files)
    NonUtf8.push_back(jsonText(P));
  const SweepStats &S = R.Stats;
  llvm::json::Object ByKind;
  for (auto &[K, N] : S.ByKind)
    ByKind[fileKindInfo(K).Name] = N;
  llvm::json::Object Summary{{"walked", S.Walked},
                             {"scanned", S.Scanned},
                             {"withHits", S.WithHits},
                             {"binary", S.Binary},
                             {"huge", S.Huge},
                             {"unreadable", S.Unreadable},
                             {"empty", S.Empty},
                             {"nonUtf8", S.NonUtf8},
                             {"crlf", S.Crlf},
                             {"symlinkLoops", S.SymlinkLoops},
                             {"findings", R.Findings.size()},
                             {"allowed", R.Allowed.size()},
                             {"byKind", std::move(ByKind)}};
  const ClangStats &K = R.Clang;
  llvm::json::Object Clang{{"ran", K.Ran}};
  if (K.Ran) {
    Clang["database"] = jsonText(K.Database);
    Clang["inDatabase"] = K.InDatabase;
    Clang["inScope"] = K.InScope;
    Clang["parsed"] = K.Parsed;
    Clang["prefiltered"] = K.Prefiltered;
    Clang["sourceDeleted"] = K.SourceGone;
    Clang["outsideRoots"] = K.OutsideRoots;
    Clang["withErrors"] = K.WithErrors;
    Clang["missingIncludes"] = K.MissingIncludes;
    llvm::json::Array Errors;
    for (const std::string &E : K.ErrorDetails)
      Errors.push_back(jsonText(E));
    Clang["errors"] = std::move(Errors);
  } else {
    Clang["reason"] = jsonText(K.NotRun);
  }
  Summary["clang"] = std::move(Clang);
  llvm::json::Object Root{
      {"version", 1},
      {"tool", llvm::json::Object{{"name", "backend-sweeper"},
                                  {"version", C.ToolVersion}}},
      {"backend", jsonText(C.Pack.Backend)},
      {"rulePacks", std::move(Packs)},
      {"findings", std::move(Findings)},
      {"allowed", std::move(Allowed)},
      {"skipped", std::move(Skipped)},
      {"nonUtf8Files", std::move(NonUtf8)},
      {"summary", std::move(Summary)}};
  OS << jsonForLogs(llvm::json::Value(std::move(Root))) << '\n';
}

} // namespace sweeper
