// SARIF 2.1.0 as GitHub code scanning reads it: rules with help text and
// links from the check registry, results with physical locations (columns
// in UTF-16 code units) and partial fingerprints, and, with
// --sarif-allowlisted=suppressed, allowlisted look-alikes as results
// carrying suppressions.
#include "report/Escape.h"
#include "report/Reporters.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"
#include <optional>
#include <unordered_map>

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

// UTF-16 code units in Bytes, the unit of `columnKind: utf16CodeUnits`
// (what code scanning expects: its viewer counts columns as JavaScript
// strings do). A byte that does not start a well-formed UTF-8 sequence
// counts as one unit, as the U+FFFD a decoder puts in its place does; a
// decoder that folds a truncated sequence into one U+FFFD sees later
// columns on that line a unit or two early, which only non-UTF-8 files
// (counted in the summary) can show.
static unsigned utf16Units(llvm::StringRef Bytes) {
  unsigned Units = 0;
  const llvm::UTF8 *P = Bytes.bytes_begin(), *End = Bytes.bytes_end();
  while (P < End) {
    unsigned N = llvm::getNumBytesForUTF8(*P);
    bool Legal = N > 1 && N <= static_cast<size_t>(End - P) &&
                 llvm::isLegalUTF8Sequence(P, P + N);
    Units += Legal && N == 4 ? 2 : 1; // 4 bytes: a surrogate pair
    P += Legal ? N : 1;
  }
  return Units;
}

// The UTF-16 column of 1-based byte column Col, from the line's text as
// the finding holds it: LineText starts at byte column Start (a window of
// a line over 400 bytes). Bytes outside the window are not at hand and
// count one unit each, so on such a line a column can be late by what
// multi-byte characters before the window would have saved.
static unsigned utf16Column(unsigned Col, llvm::StringRef LineText,
                            unsigned Start) {
  if (Col <= Start)
    return Col;
  size_t Inside = std::min<size_t>(Col - Start, LineText.size());
  return Start + utf16Units(LineText.take_front(Inside)) +
         static_cast<unsigned>(Col - Start - Inside);
}

namespace {
// A Finding or an AllowedHit, as one result.
struct Item {
  CheckId Check;
  Severity Sev;
  std::string Message;
  const Location &Loc;
  llvm::StringRef LineText;
  unsigned LineTextColumn;
  llvm::StringRef Matched;
  /// A finding's confidence, as result properties; none for allowed hits.
  std::optional<Confidence> Conf = std::nullopt;
  llvm::StringRef ConfWhy = {};
};
} // namespace

// Each result is streamed key by key, in the sorted order llvm::json::Object
// prints, so the bytes are the document's: an Object per result (a
// DenseMap of 64 buckets each, six of them) cost 0.7 s for 56,000
// findings, five times the text report.
static void writeLocation(llvm::json::OStream &J, const Item &I,
                          llvm::StringRef Cwd) {
  const Location &L = I.Loc;
  unsigned Col = std::max(1u, L.Column);
  std::string Uri = sarifUri(L.Path, Cwd);
  J.object([&] {
    J.attributeObject("physicalLocation", [&] {
      J.attributeObject("artifactLocation", [&] {
        attributeText(J, "uri", Uri);
        if (!llvm::StringRef(Uri).starts_with("file://"))
          J.attribute("uriBaseId", "%SRCROOT%");
      });
      // A block's region runs to the end of its last line (no endColumn).
      J.attributeObject("region", [&] {
        if (L.EndLine)
          J.attribute("endLine", L.EndLine);
        else if (L.Length)
          J.attribute("endColumn", utf16Column(Col + L.Length, I.LineText,
                                               I.LineTextColumn));
        J.attribute("startColumn",
                    utf16Column(Col, I.LineText, I.LineTextColumn));
        J.attribute("startLine", L.Line);
      });
    });
  });
}

// Stable across line moves: the check, the file, the trimmed line and the
// hit, and which of the identical lines of the file it is (counted in
// output order, as the baseline does), or code scanning would fold them
// into one alert. The first keeps the bare hash earlier versions wrote,
// so alerts on the upgrade stay open rather than close and reappear.
struct Fingerprint {
  uint64_t Hash = 0;
  unsigned Seen = 0; ///< identical lines before this one
  /// "0x" and 16 lower-case hex digits, then ":Seen" when Seen is not 0.
  std::string str() const {
    std::string H = "0x" + llvm::utohexstr(Hash, /*LowerCase=*/true, 16);
    return Seen ? H + ":" + std::to_string(Seen) : H;
  }
};

/// Of a Finding or an AllowedHit (whose Item would copy its message).
template <typename T>
static uint64_t lineHash(const T &I, llvm::SmallVectorImpl<char> &Key) {
  Key.clear();
  for (llvm::StringRef Part :
       {llvm::StringRef(checkInfo(I.Check).Name), llvm::StringRef(I.Loc.Path),
        llvm::StringRef(I.LineText).trim(), llvm::StringRef(I.Matched)}) {
    Key.append(Part.begin(), Part.end());
    Key.push_back('\n');
  }
  Key.pop_back(); // no line break after the hit
  return llvm::xxh3_64bits(llvm::StringRef(Key.data(), Key.size()));
}

/// \p Suppressions, when given, writes the result's suppressions array.
static void writeResult(llvm::json::OStream &J, const Item &I,
                        llvm::StringRef Cwd, const Fingerprint &Print,
                        llvm::function_ref<void()> Suppressions = nullptr) {
  J.object([&] {
    J.attribute("level", sarifLevel(I.Sev));
    J.attributeArray("locations", [&] { writeLocation(J, I, Cwd); });
    J.attributeObject("message", [&] { attributeText(J, "text", I.Message); });
    J.attributeObject("partialFingerprints", [&] {
      J.attribute("primaryLocationLineHash", Print.str());
    });
    if (I.Conf)
      J.attributeObject("properties", [&] {
        J.attribute("confidence", confidenceName(*I.Conf));
        if (!I.ConfWhy.empty())
          attributeText(J, "confidenceWhy", I.ConfWhy);
      });
    J.attribute("ruleId", checkInfo(I.Check).Name);
    J.attribute("ruleIndex", static_cast<unsigned>(I.Check));
    if (Suppressions)
      J.attributeArray("suppressions", Suppressions);
  });
}

// Help links go to the check's heading in docs/checks.md, whose anchor is
// the check id (CheckDocs.cpp writes one heading per check).
static std::string helpUri(const CheckInfo &I) {
  return (llvm::Twine(ProjectUri) + "/blob/main/docs/checks.md#" + I.Name)
      .str();
}

// The rule's friendly name: the id in PascalCase (cmake-option is
// CmakeOption). SARIF wants it distinct from the id, the validator wants
// it PascalCase, which the Checks.def enum names (CMakeOption) are not.
static std::string ruleName(llvm::StringRef Id) {
  std::string Name;
  bool Upper = true;
  for (char C : Id) {
    if (C == '-') {
      Upper = true;
      continue;
    }
    Name += Upper ? llvm::toUpper(C) : C;
    Upper = false;
  }
  return Name;
}

static llvm::json::Array rules(const ReportContext &C) {
  llvm::json::Array Rules;
  for (const CheckInfo &I : allChecks())
    Rules.push_back(llvm::json::Object{
        {"id", I.Name},
        {"name", ruleName(I.Name)},
        {"helpUri", helpUri(I)},
        {"shortDescription", llvm::json::Object{{"text", I.Summary}}},
        {"fullDescription", llvm::json::Object{{"text", I.Summary}}},
        {"help",
         llvm::json::Object{{"text", I.Help},
                            {"markdown", (I.Summary + "\n\n" + I.Help).str()}}},
        {"defaultConfiguration",
         llvm::json::Object{{"level", sarifLevel(C.Pack.severityOf(I.Id))}}}});
  return Rules;
}

static Item findingItem(const Finding &F) {
  return {F.Check,          F.Sev,     F.Message, F.Loc,          F.LineText,
          F.LineTextColumn, F.Matched, F.Conf,    F.ConfidenceWhy};
}

static Item allowedItem(const AllowedHit &A) {
  return {A.Check,
          Severity::Note,
          "allowed look-alike '" + A.Matched + "' (" + A.AllowId + ")",
          A.Loc,
          A.LineText,
          A.LineTextColumn,
          A.Matched};
}

/// Each result's fingerprint, in output order. Lines are told apart by
/// their 64-bit hash: two whose hashes collide share the fingerprint's
/// hash already.
static std::vector<Fingerprint> fingerprints(const SweepResult &R,
                                             bool Allowed) {
  size_t Findings = R.Findings.size();
  std::vector<Fingerprint> Out(Findings + (Allowed ? R.Allowed.size() : 0));
  llvm::SmallString<256> Key;
  for (size_t I = 0; I < Out.size(); ++I)
    Out[I].Hash = I < Findings ? lineHash(R.Findings[I], Key)
                               : lineHash(R.Allowed[I - Findings], Key);
  // Not a DenseMap: a tree can hold a line whose hash is its empty key.
  std::unordered_map<uint64_t, unsigned> Seen;
  for (Fingerprint &F : Out)
    F.Seen = Seen[F.Hash]++;
  return Out;
}

// SARIF wants `suppressions` on every result or on none (a result without
// it means "suppressions not known"): with allowlisted look-alikes shown,
// each real finding says it has none. Results are written one at a time:
// built as one document, a report of 5,000 findings took 250 MB. They are
// four levels deep (the log, runs, the run, results).
static void streamResults(llvm::json::OStream &J, const ReportContext &C,
                          llvm::StringRef Cwd) {
  const SweepResult &R = C.Result;
  bool Suppressed = C.Allowlisted == SarifAllowlisted::Suppressed;
  std::vector<Fingerprint> Prints = fingerprints(R, Suppressed);
  size_t Findings = R.Findings.size();
  auto None = [] {};
  for (size_t I = 0; I < Findings; ++I)
    writeResult(J, findingItem(R.Findings[I]), Cwd, Prints[I],
                Suppressed ? llvm::function_ref<void()>(None) : nullptr);
  for (size_t I = Findings; I < Prints.size(); ++I) {
    const AllowedHit &A = R.Allowed[I - Findings];
    writeResult(J, allowedItem(A), Cwd, Prints[I], [&] {
      J.object([&] {
        attributeText(J, "justification", A.AllowId + ": " + A.Reason);
        J.attribute("kind", A.Inline ? "inSource" : "external");
      });
    });
  }
}

// A note on the rule pack or the baseline is about the run's
// configuration, not the tree: a toolConfigurationNotification (SARIF
// 3.20.21), which code scanning opens no alert for. It has a location
// only for a file below the root; the text names the file either way.
static llvm::json::Object configurationNote(const Finding &F,
                                            llvm::StringRef Cwd) {
  llvm::json::Object N{
      {"associatedRule",
       llvm::json::Object{{"id", checkInfo(F.Check).Name},
                          {"index", static_cast<unsigned>(F.Check)}}},
      {"level", sarifLevel(F.Sev)},
      {"message",
       llvm::json::Object{
           {"text", jsonText(F.Loc.Path + ":" + std::to_string(F.Loc.Line) +
                             ": " + F.Message)}}}};
  std::string Uri = sarifUri(F.Loc.Path, Cwd);
  if (llvm::StringRef(Uri).starts_with("file://"))
    return N;
  llvm::json::Object Region{{"startLine", std::max(1u, F.Loc.Line)},
                            {"startColumn", std::max(1u, F.Loc.Column)}};
  N["locations"] = llvm::json::Array{llvm::json::Object{
      {"physicalLocation",
       llvm::json::Object{
           {"artifactLocation",
            llvm::json::Object{{"uri", Uri}, {"uriBaseId", "%SRCROOT%"}}},
           {"region", std::move(Region)}}}}};
  return N;
}

static llvm::json::Array invocations(const SweepResult &R,
                                     llvm::StringRef Cwd) {
  llvm::json::Array Notes;
  for (const Finding &F : R.Configuration)
    Notes.push_back(configurationNote(F, Cwd));
  return llvm::json::Array{
      llvm::json::Object{{"executionSuccessful", true},
                         {"toolConfigurationNotifications", std::move(Notes)}}};
}

// Keys in sorted order, as llvm::json::Object prints them, so the stream
// writes the bytes the document did.
void printSarif(llvm::raw_ostream &OS, const ReportContext &C) {
  std::string Cwd =
      C.Result.SourceRoot.empty() ? workingDir() : C.Result.SourceRoot + "/";
  {
    LogSafeJsonStream Safe(OS);
    llvm::json::OStream J(Safe, 2);
    J.object([&] {
      J.attribute("$schema", "https://json.schemastore.org/sarif-2.1.0.json");
      J.attributeArray("runs", [&] {
        J.object([&] {
          J.attribute("columnKind", "utf16CodeUnits");
          if (!C.Result.Configuration.empty())
            J.attribute("invocations", invocations(C.Result, Cwd));
          // What relative URIs are relative to (SARIF 3.14.14): the
          // repository's top level (or --root) that paths are shown
          // relative to; outside git, the working directory, as paths are
          // then the root as written joined with the path below it.
          if (!Cwd.empty())
            J.attribute("originalUriBaseIds",
                        llvm::json::Object{
                            {"%SRCROOT%",
                             llvm::json::Object{
                                 {"uri", "file://" + percentEncode(Cwd)}}}});
          J.attributeArray("results", [&] { streamResults(J, C, Cwd); });
          J.attribute("tool",
                      llvm::json::Object{
                          {"driver", llvm::json::Object{
                                         {"name", "backend-sweeper"},
                                         {"version", C.ToolVersion},
                                         {"semanticVersion", C.ToolVersion},
                                         {"informationUri", ProjectUri},
                                         {"rules", rules(C)}}}});
        });
      });
      J.attribute("version", "2.1.0");
    });
  }
  OS << '\n';
}

} // namespace sweeper
