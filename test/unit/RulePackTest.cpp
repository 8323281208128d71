// Rule packs: loading, merging with extends, and located errors.
#include "TestUtil.h"
#include <catch2/catch.hpp>

using namespace sweeper;

static std::vector<std::string> errorsOf(llvm::StringRef Yaml) {
  std::vector<std::string> Errors;
  test::packFromYaml(Yaml, &Errors);
  std::vector<std::string> Out;
  for (const std::string &S : Errors)
    // Drop the temporary directory; keep "pack.yaml:LINE:COL: error: ...".
    Out.push_back(S.substr(S.rfind('/') + 1));
  return Out;
}

TEST_CASE("a valid pack loads every key", "[rules]") {
  std::vector<std::string> Errors;
  RulePack P = test::packFromYaml(R"(backend: mps
description: test
tokens: [mps]
removed_paths: [backends/apple/mps/]
removed_symbols: [EXECUTORCH_BUILD_MPS]
allow:
  - id: device
    reason: PyTorch's device name
    regex: --device mps
    paths: ["scripts/*"]
    unless-paths: ["scripts/mps/*"]
    kinds: [python, shell]
severity:
  comment-mention: note
)",
                                  &Errors);
  CHECK(Errors.empty());
  CHECK(P.Backend == "mps");
  CHECK(P.Tokens == std::vector<std::string>{"mps"});
  REQUIRE(P.Allow.size() == 1);
  CHECK(P.Allow[0].Kinds.size() == 2);
  CHECK(P.Allow[0].appliesTo("scripts/run.sh", FileKind::Shell));
  CHECK_FALSE(P.Allow[0].appliesTo("scripts/run.sh", FileKind::CMake));
  CHECK_FALSE(P.Allow[0].appliesTo("docs/run.sh", FileKind::Shell));
  CHECK_FALSE(P.Allow[0].appliesTo("scripts/mps/run.sh", FileKind::Shell));
  CHECK(P.severityOf(CheckId::CommentMention) == Severity::Note);
  CHECK(P.severityOf(CheckId::CMakeOption) == Severity::Warning);
}

TEST_CASE("a paths key given twice replaces the first", "[rules]") {
  // The fuzzer's flow mapping repeated `paths`: the second list grew the
  // first's vector, and the first's patterns viewed freed strings.
  RulePack P = test::packFromYaml(
      "tokens: [mps]\nallow:\n  - {id: a, reason: r, regex: mps, paths: "
      "[src/one.c], paths: [\"lib/*\", b.c, c.c, d.c, e.c, f.c, g.c]}\n");
  REQUIRE(P.Allow.size() == 1);
  const AllowEntry &A = P.Allow.front();
  CHECK(A.PathGlobs.size() == 7);
  CHECK(A.appliesTo("lib/x.c", FileKind::Cxx));
  CHECK(A.appliesTo("g.c", FileKind::Cxx));
  CHECK_FALSE(A.appliesTo("src/one.c", FileKind::Cxx));
  CHECK_FALSE(A.appliesTo("gg.c", FileKind::Cxx));
}

TEST_CASE("an empty exception in an allow entry is an error", "[rules]") {
  CHECK(errorsOf("tokens: [mps]\nallow:\n  - id: a\n    reason: r\n"
                 "    regex: y\n    unless-regex: ''\n") ==
        std::vector<std::string>{
            "pack.yaml:6:19: error: unless-regex is empty; leave it out"});
}

TEST_CASE("unknown keys are located errors", "[rules]") {
  CHECK(errorsOf("tokens: [mps]\ntokenz: [x]\n") ==
        std::vector<std::string>{
            "pack.yaml:2:1: error: unknown key 'tokenz' (expected backend, "
            "description, tokens, tentative_tokens, removed_paths, "
            "removed_symbols, tentative_symbols, allow, severity, extends)"});
  CHECK(errorsOf("tokens: [mps]\nallow:\n  - id: a\n    reason: r\n    regx: "
                 "x\n    regex: y\n") ==
        std::vector<std::string>{
            "pack.yaml:5:5: error: unknown key 'regx' in allow entry "
            "(expected id, reason, regex, paths, kinds, unless-heading, "
            "unless-regex, unless-paths)"});
}

TEST_CASE("wrong types are located errors", "[rules]") {
  CHECK(errorsOf("tokens: {a: b}\n") ==
        std::vector<std::string>{
            "pack.yaml:1:9: error: 'tokens' must be a list of strings"});
  CHECK(errorsOf("backend: [a]\ntokens: [mps]\n") ==
        std::vector<std::string>{
            "pack.yaml:1:10: error: 'backend' must be a string"});
  CHECK(errorsOf("tokens: [mps]\nallow: yes\n") ==
        std::vector<std::string>{
            "pack.yaml:2:8: error: 'allow' must be a list of allow entries"});
  CHECK(errorsOf("tokens: [mps_x]\n").empty()); // a family, as derived
  CHECK(errorsOf("tokens: [_mps]\n") ==
        std::vector<std::string>{
            "pack.yaml:1:9: error: token '_mps' must be letters and digits, "
            "words joined by '_' (use removed_symbols for exact "
            "identifiers)"});
  // Past the literal engine's limit: located, not a run-wide failure.
  CHECK(errorsOf("tokens: [mps]\nremoved_symbols: [" + std::string(5000, 'a') +
                 "]\n") ==
        std::vector<std::string>{
            "pack.yaml:2:19: error: 'removed_symbols' entry is 5000 bytes "
            "long; at most 4096 are allowed"});
}

TEST_CASE("invalid regexes, severities, kinds and missing fields", "[rules]") {
  auto E = errorsOf(R"(tokens: [mps]
allow:
  - id: bad
    reason: r
    regex: (unclosed
  - id: nokind
    reason: r
    regex: x
    kinds: [cobol]
    unless-heading: '[z-a]'
  - id: noreason
    regex: x
severity:
  comment-mention: loud
  no-such-check: note
)");
  REQUIRE(E.size() == 6);
  CHECK(E[0] == "pack.yaml:5:12: error: invalid regex: missing ): (unclosed");
  CHECK(E[1] == "pack.yaml:9:12: error: unknown file kind 'cobol' (sweeper "
                "--list-kinds shows them)");
  CHECK(E[2] ==
        "pack.yaml:10:21: error: invalid regex: invalid character class "
        "range: z-a");
  CHECK(E[3] ==
        "pack.yaml:11:5: error: allow entry 'noreason' needs a 'reason'");
  CHECK(E[4] == "pack.yaml:14:20: error: unknown severity 'loud' (expected "
                "off, note, warning or error)");
  CHECK(E[5] == "pack.yaml:15:3: error: unknown check 'no-such-check' (sweeper "
                "--list-checks shows them)");
}

TEST_CASE("YAML syntax errors are located", "[rules]") {
  auto E = errorsOf("tokens: [mps\nbackend: x\n");
  REQUIRE(E.size() == 1);
  CHECK(llvm::StringRef(E[0]).starts_with("pack.yaml:"));
  CHECK(llvm::StringRef(E[0]).contains(": error: "));
}

TEST_CASE("extends merges packs and rejects cycles", "[rules]") {
  test::TempDir D;
  D.file("base.yaml", "tokens: [mps]\nremoved_symbols: [A]\n");
  std::string Top = D.file(
      "top.yaml", "extends: base.yaml\nbackend: mps\nremoved_symbols: [B]\n");
  RulePack P;
  CHECK(errorLines(loadRulePack(Top, P)).empty());
  CHECK(P.Tokens == std::vector<std::string>{"mps"});
  CHECK(P.RemovedSymbols == std::vector<std::string>{"A", "B"});
  CHECK(P.Files.size() == 2);

  D.file("a.yaml", "extends: b.yaml\ntokens: [x]\n");
  std::string B = D.file("b.yaml", "extends: a.yaml\ntokens: [y]\n");
  RulePack Q;
  std::vector<std::string> CycleErrors = errorLines(loadRulePack(B, Q));
  REQUIRE(CycleErrors.size() == 1);
  std::string Text = CycleErrors[0];
  llvm::StringRef Msg = Text;
  CHECK(Msg.contains("a.yaml:1:10: error: rule pack '"));
  CHECK(Msg.ends_with("b.yaml' extends itself"));
}

TEST_CASE("allow ids are plain names", "[rules]") {
  // An id is written into the user's files by the editor's "allow this
  // line" action: one with a line break would inject lines.
  CHECK(errorsOf("tokens: [mps]\nallow:\n  - id: \"ok\\nimport os\"\n"
                 "    reason: r\n    regex: x\n") ==
        std::vector<std::string>{"pack.yaml:3:9: error: allow id must be "
                                 "letters, digits, '_', '.' and '-' only"});
  CHECK(errorsOf("tokens: [mps]\nallow:\n  - id: 'a b'\n    reason: r\n"
                 "    regex: x\n")
            .size() == 1);
  std::vector<std::string> Errors;
  RulePack P = test::packFromYaml(
      "tokens: [mps]\nallow:\n  - id: Metal_2.0-apple\n    reason: r\n"
      "    regex: x\n",
      &Errors);
  CHECK(Errors.empty());
  REQUIRE(P.Allow.size() == 1);
  CHECK(P.Allow[0].Id == "Metal_2.0-apple");
}

TEST_CASE("extends out of the boundary: one message whatever is there",
          "[rules]") {
  test::TempDir D;
  D.file("outside.yaml", "tokens: [y]\n");
  std::string Top =
      D.file("repo/top.yaml", "tokens: [x]\nextends: [../outside.yaml, "
                              "../missing.yaml, .., sub/../base.yaml]\n");
  D.file("repo/base.yaml", "removed_symbols: [B]\n");
  RulePack P;
  std::vector<std::string> E = errorLines(loadRulePack(Top, P));
  REQUIRE(E.size() == 3);
  // The same message apart from the path as written (and the column).
  auto Shape = [](std::string Line, const std::string &Base) {
    Line = Line.substr(Line.find(": error: "));
    size_t At = Line.find("'" + Base + "'");
    return At == std::string::npos ? Line
                                   : Line.replace(At, Base.size() + 2, "'P'");
  };
  CHECK(Shape(E[0], "../outside.yaml") == Shape(E[1], "../missing.yaml"));
  CHECK(Shape(E[0], "../outside.yaml") == Shape(E[2], ".."));
  CHECK(llvm::StringRef(E[0]).ends_with(
      "error: extends: '../outside.yaml' is outside the rule pack's "
      "repository or cannot be read (pass --allow-external-rules to read "
      "packs outside it)"));
  // `..` is taken off before the lookup: sub/ need not exist.
  CHECK(P.RemovedSymbols == std::vector<std::string>{"B"});
  CHECK(P.Tokens == std::vector<std::string>{"x"});
}

TEST_CASE("a name that is not UTF-8 is read from !!binary", "[rules]") {
  // A removed path of the tree may hold any byte; YAML strings cannot, so
  // derive writes such names as base64 and the loader reads the bytes.
  test::TempDir D;
  std::string Pack = D.file("pack.yaml", "backend: qux\n"
                                         "removed_paths:\n"
                                         "  - !!binary cXV4/2Rpci8=\n"
                                         "  - !!binary '@@@'\n");
  RulePack P;
  std::vector<std::string> E = errorLines(loadRulePack(Pack, P));
  CHECK(P.RemovedPaths == std::vector<std::string>{"qux\xff"
                                                   "dir/"});
  REQUIRE(E.size() == 1);
  CHECK(llvm::StringRef(E[0]).contains("is not base64"));
}
