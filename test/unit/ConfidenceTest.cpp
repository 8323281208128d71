// A low-confidence finding as each reporter shows it: the audit groups
// them by the name they matched, apart from the leftovers, each group
// with the allow entry that would silence it; JSON and SARIF carry the
// confidence and its reason.
#include "report/Reporters.h"
#include "llvm/Support/JSON.h"
#include <catch2/catch.hpp>

using namespace sweeper;

namespace {

Finding finding(std::string Path, unsigned Line, std::string Matched,
                Confidence Conf) {
  Finding F;
  F.Check = CheckId::TextMention;
  F.Loc = {std::move(Path), Line, 1, unsigned(Matched.size())};
  F.Message = "text references '" + Matched + "'";
  F.Matched = Matched;
  F.LineText = "call " + Matched;
  F.Conf = Conf;
  if (Conf == Confidence::Low)
    F.ConfidenceWhy = "defined once in the removed directory";
  return F;
}

struct Result {
  RulePack Pack;
  SweepResult R;
  ReportContext Ctx{Pack, R, "test"};

  Result() {
    Pack.Backend = "nova";
    R.Findings = {finding("a/x.c", 3, "nova_init", Confidence::High),
                  finding("b/y.py", 4, "helper", Confidence::Low),
                  finding("c/z.md", 9, "helper", Confidence::Low),
                  finding("c/z.md", 12, "it's", Confidence::Low)};
  }

  template <typename Print> std::string print(Print P) const {
    std::string S;
    llvm::raw_string_ostream OS(S);
    P(OS, Ctx);
    return S;
  }
};

} // namespace

TEST_CASE("audit: low-confidence findings grouped by name, with an allow "
          "entry each",
          "[audit][confidence]") {
  Result T;
  std::string Out = T.print(printAudit);
  INFO(Out);
  llvm::StringRef O(Out);
  CHECK(O.contains("| leftovers (findings) | 1 in 1 file |\n"
                   "| low-confidence findings | 3 |\n"));
  CHECK(O.contains(
      "## Low confidence: check each name (3 in 2 names)\n\n"
      "- `helper`: 2 findings in 2 files (`b/y.py:4`, `c/z.md:9`). Why low: "
      "defined once in the removed directory\n"
      "  ```yaml\n"
      "    - id: keep-helper\n"
      "      reason: 'helper is not the removed backend''s: <say why>'\n"
      "      regex: 'helper'\n"
      "  ```\n"
      "- `it's`: 1 finding in 1 file (`c/z.md:12`). Why low: defined once "
      "in the removed directory\n"
      "  ```yaml\n"
      "    - id: keep-it-s\n"
      "      reason: 'it''s is not the removed backend''s: <say why>'\n"
      "      regex: 'it\\''s'\n"
      "  ```\n"));
  // Not leftovers: no directory, check or checkbox of theirs.
  CHECK(O.contains("## Leftovers by directory (1 directory)\n"));
  CHECK_FALSE(O.contains("- [ ] `b/y.py"));
  CHECK(O.find("## Leftovers by file") < O.find("## Low confidence"));
}

TEST_CASE("audit: a low-confidence name that would break its snippet gets "
          "none",
          "[audit][confidence]") {
  Result T;
  T.R.Findings = {finding("a.md", 1, "x```y", Confidence::Low),
                  finding("a.md", 2, "x\ny", Confidence::Low),
                  finding("a.md", 3, "ab\u202ecd", Confidence::Low)};
  std::string Out = T.print(printAudit);
  INFO(Out);
  // A fence longer than the backticks inside; a line break offers nothing.
  CHECK(llvm::StringRef(Out).contains("  ````yaml\n    - id: keep-x-y\n"));
  // A line break or a bidi override offers nothing either.
  CHECK(llvm::StringRef(Out).count(
            "  No allow entry is offered: the name holds characters other "
            "than printable ASCII.\n") == 2);
  CHECK_FALSE(llvm::StringRef(Out).contains("regex: 'ab\u202ecd'"));
}

TEST_CASE("JSON: each finding says how sure it is, a low one why",
          "[json][confidence]") {
  Result T;
  auto J = llvm::json::parse(T.print(printJson));
  REQUIRE(bool(J));
  const llvm::json::Array &F = *J->getAsObject()->getArray("findings");
  REQUIRE(F.size() == 4);
  CHECK(F[0].getAsObject()->getString("confidence") == "high");
  CHECK_FALSE(F[0].getAsObject()->getString("confidenceWhy"));
  CHECK(F[1].getAsObject()->getString("confidence") == "low");
  CHECK(F[1].getAsObject()->getString("confidenceWhy") ==
        "defined once in the removed directory");
}

TEST_CASE("SARIF: each result's properties say how sure it is",
          "[sarif][confidence]") {
  Result T;
  auto J = llvm::json::parse(T.print(printSarif));
  REQUIRE(bool(J));
  const llvm::json::Array &Results =
      *(*J->getAsObject()->getArray("runs"))[0].getAsObject()->getArray(
          "results");
  REQUIRE(Results.size() == 4);
  const llvm::json::Object *High =
      Results[0].getAsObject()->getObject("properties");
  const llvm::json::Object *Low =
      Results[1].getAsObject()->getObject("properties");
  REQUIRE(High);
  REQUIRE(Low);
  CHECK(High->getString("confidence") == "high");
  CHECK(Low->getString("confidence") == "low");
  CHECK(Low->getString("confidenceWhy") ==
        "defined once in the removed directory");
}
