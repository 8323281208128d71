// JSON output, schema version 1 (docs/json-output.md). Keys print sorted, so
// the output is byte-for-byte deterministic.
#include "core/Utf8.h"
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

static llvm::json::Array stringsJson(const std::vector<std::string> &Strings) {
  llvm::json::Array A;
  for (const std::string &S : Strings)
    A.push_back(jsonText(S));
  return A;
}

// "path" and, for a path that is not UTF-8, "pathEncoded", where they sort.
static void writePath(llvm::json::OStream &J, llvm::StringRef Path) {
  attributeText(J, "path", Path);
  if (!isUtf8(Path))
    J.attribute("pathEncoded", percentEncode(Path));
}

// The keys a finding and an allowed hit share, from "length" to "matched".
template <typename T>
static void writeHitText(llvm::json::OStream &J, const T &H) {
  J.attribute("length", H.Loc.Length);
  J.attribute("line", H.Loc.Line);
  attributeText(J, "lineText", H.LineText);
  J.attribute("lineTextColumn", H.LineTextColumn);
  attributeText(J, "matched", H.Matched);
}

// Findings and allowed hits are streamed key by key in the order a
// json::Object sorts them: an Object per finding (64 buckets each) was
// most of the report's time at 56,000 findings.
static void writeFinding(llvm::json::OStream &J, const Finding &F) {
  J.object([&] {
    J.attribute("check", checkInfo(F.Check).Name);
    J.attribute("column", F.Loc.Column);
    J.attribute("confidence", confidenceName(F.Conf));
    if (!F.ConfidenceWhy.empty())
      attributeText(J, "confidenceWhy", F.ConfidenceWhy);
    if (F.Loc.EndLine)
      J.attribute("end", F.Loc.EndLine);
    writeHitText(J, F);
    attributeText(J, "message", F.Message);
    J.attributeArray("notes", [&] {
      for (const std::string &N : F.Notes)
        valueText(J, N);
    });
    writePath(J, F.Loc.Path);
    J.attribute("severity", severityName(F.Sev));
  });
}

static void writeAllowed(llvm::json::OStream &J, const AllowedHit &H) {
  J.object([&] {
    attributeText(J, "allowId", H.AllowId);
    J.attribute("check", checkInfo(H.Check).Name);
    J.attribute("column", H.Loc.Column);
    J.attribute("inline", H.Inline);
    writeHitText(J, H);
    writePath(J, H.Loc.Path);
    attributeText(J, "reason", H.Reason);
  });
}

static llvm::json::Array skippedJson(const std::vector<SkippedFile> &Skipped) {
  llvm::json::Array A;
  for (const SkippedFile &S : Skipped) {
    llvm::json::Object O = pathJson(S.Path);
    O["reason"] = jsonText(S.Reason);
    A.push_back(std::move(O));
  }
  return A;
}

static llvm::json::Object clangJson(const ClangStats &K) {
  llvm::json::Object Clang{{"ran", K.Ran}};
  if (!K.Ran) {
    Clang["reason"] = jsonText(K.NotRun);
    return Clang;
  }
  Clang["database"] = jsonText(K.Database);
  Clang["inDatabase"] = K.InDatabase;
  Clang["inScope"] = K.InScope;
  Clang["parsed"] = K.Parsed;
  Clang["prefiltered"] = K.Prefiltered;
  Clang["sourceDeleted"] = K.SourceGone;
  Clang["outsideRoots"] = K.OutsideRoots;
  Clang["withErrors"] = K.WithErrors;
  Clang["missingIncludes"] = K.MissingIncludes;
  Clang["errors"] = stringsJson(K.ErrorDetails);
  return Clang;
}

static llvm::json::Object summaryJson(const SweepResult &R) {
  const SweepStats &S = R.Stats;
  llvm::json::Object ByKind;
  for (auto &[K, N] : S.ByKind)
    ByKind[fileKindInfo(K).Name] = N;
  return llvm::json::Object{{"walked", S.Walked},
                            {"scanned", S.Scanned},
                            {"withHits", S.WithHits},
                            {"binary", S.Binary},
                            {"huge", S.Huge},
                            {"unreadable", S.Unreadable},
                            {"empty", S.Empty},
                            {"nonUtf8", S.NonUtf8},
                            {"crlf", S.Crlf},
                            {"symlinkLoops", S.SymlinkLoops},
                            {"baselined", S.Baselined},
                            {"findings", R.Findings.size()},
                            {"allowed", R.Allowed.size()},
                            {"byKind", std::move(ByKind)},
                            {"clang", clangJson(R.Clang)}};
}

// Findings and allowed hits are written one at a time, keys in sorted
// order as llvm::json::Object prints them: the bytes are the document's,
// without holding it (every json::Object has at least 64 buckets).
void printJson(llvm::raw_ostream &OS, const ReportContext &C) {
  const SweepResult &R = C.Result;
  {
    LogSafeJsonStream Safe(OS);
    llvm::json::OStream J(Safe, 2);
    J.object([&] {
      J.attributeArray("allowed", [&] {
        for (const AllowedHit &H : R.Allowed)
          writeAllowed(J, H);
      });
      J.attribute("backend", jsonText(C.Pack.Backend));
      // Notes on the rule pack and baseline: the findings' shape, apart.
      J.attributeArray("configuration", [&] {
        for (const Finding &F : R.Configuration)
          writeFinding(J, F);
      });
      J.attributeArray("findings", [&] {
        for (const Finding &F : R.Findings)
          writeFinding(J, F);
      });
      J.attribute("nonUtf8Files", stringsJson(R.NonUtf8Files));
      J.attribute("rulePacks", stringsJson(C.Pack.Files));
      J.attribute("skipped", skippedJson(R.Skipped));
      J.attribute("summary", summaryJson(R));
      J.attribute("tool", llvm::json::Object{{"name", "backend-sweeper"},
                                             {"version", C.ToolVersion}});
      J.attribute("version", 1);
    });
  }
  OS << '\n';
}

} // namespace sweeper
