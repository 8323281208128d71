// Output that cannot be forged: hostile file names and source lines through
// every reporter (pinned through the library) and through the real binary.
#include "TestUtil.h"
#include "report/Escape.h"
#include "report/Reporters.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include <catch2/catch.hpp>

using namespace sweeper;

namespace {

const char *InjectedName = "x.txt:1:1: error: injected [x]\nfoo";

/// A sweep result whose every string comes from a hostile tree.
struct Hostile {
  RulePack Pack;
  SweepResult R;
  ReportContext Ctx{Pack, R, "test"};

  Hostile() {
    Pack.Backend = "mps";
    R.Findings.push_back(finding(
        CheckId::TextMention, Severity::Warning, InjectedName, 2, 17,
        "text references 'mps\x1b[31m'", "::error file=x::mps ##[add-mask]y"));
    R.Findings.back().Notes = {"also 'mps\n::warning::x' at column 30"};
    R.Findings.push_back(finding(CheckId::PathReference, Severity::Error,
                                 "dir/a%b,c:d|e`f\xff.md", 1, 1,
                                 "references 'mps'", "mps|`x`|<!--"));
    R.Findings.push_back(finding(CheckId::CommentMention, Severity::Note,
                                 "n.py", 4, 3, "comment mentions 'mps'",
                                 "# mps"));
    AllowedHit A;
    A.Check = CheckId::TextMention;
    A.Loc = {"allowed\n::error::x.py", 3, 4, 3};
    A.Matched = "mps";
    A.LineText = "mps = 1  # sweeper: allow(x)";
    A.AllowId = "x";
    A.Reason = "ok <!-- [x](y) ##[stop-commands]t";
    A.Inline = true;
    R.Allowed.push_back(A);
    R.Skipped.push_back({"skip\x1b]0;title\x07.bin", "unreadable: x\ny"});
  }

  static Finding finding(CheckId Id, Severity Sev, std::string Path,
                         unsigned Line, unsigned Col, std::string Message,
                         std::string LineText) {
    Finding F;
    F.Check = Id;
    F.Sev = Sev;
    F.Loc = {std::move(Path), Line, Col, 3};
    F.Message = std::move(Message);
    F.Matched = "mps";
    F.LineText = std::move(LineText);
    return F;
  }

  template <typename Print> std::string print(Print P) const {
    std::string S;
    llvm::raw_string_ostream OS(S);
    P(OS, Ctx);
    return S;
  }
};

/// No line of \p Out may execute as a GitHub Actions command (after the
/// blanks the runner trims), nor carry a terminal escape. A command the
/// reporter means to print is allowed when \p Commands.
void checkInert(llvm::StringRef Out, bool Commands = false) {
  CHECK_FALSE(Out.contains('\x1b'));
  CHECK_FALSE(Out.contains("##["));
  llvm::SmallVector<llvm::StringRef> Lines;
  Out.split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    INFO(L.str());
    if (Commands)
      CHECK((L.empty() || L.starts_with("::warning ") ||
             L.starts_with("::error ") || L.starts_with("::notice ")));
    else
      CHECK_FALSE(L.ltrim(" \t").starts_with("::"));
    CHECK_FALSE(L.contains('\r'));
  }
}

using test::Run;
using test::run;

const llvm::json::Object &artifact(const llvm::json::Value &Sarif, size_t I) {
  const llvm::json::Object &Run0 =
      *(*Sarif.getAsObject()->getArray("runs"))[0].getAsObject();
  return *(*(*Run0.getArray("results"))[I].getAsObject()->getArray(
      "locations"))[0]
              .getAsObject()
              ->getObject("physicalLocation")
              ->getObject("artifactLocation");
}

} // namespace

TEST_CASE("text: names, messages and excerpts are escaped",
          "[escape][report]") {
  Hostile H;
  std::string Out = H.print([](auto &OS, auto &C) { printText(OS, C, false); });
  CHECK(Out ==
        "x.txt\\x3a1\\x3a1\\x3a error\\x3a injected [x]\\nfoo:2:17: warning: "
        "text references 'mps\\x1b[31m' [text-mention]\n"
        "\\x3a:error file=x::mps #\\x23[add-mask]y\n"
        "                   ^~~\n"
        "x.txt\\x3a1\\x3a1\\x3a error\\x3a injected [x]\\nfoo:2:17: note: "
        "also 'mps\\n::warning::x' at column 30\n"
        "dir/a%b,c\\x3ad|e`f\\xff.md:1:1: error: references 'mps' "
        "[path-reference]\n"
        "mps|`x`|<!--\n"
        "^~~\n"
        "n.py:4:3: note: comment mentions 'mps' [comment-mention]\n"
        "# mps\n"
        "  ^~~\n");
  checkInert(Out);
  std::string Summary = H.print([](auto &OS, auto &C) { printSummary(OS, C); });
  CHECK(llvm::StringRef(Summary).contains(
      "sweeper: skipped skip\\x1b]0;title\\x07.bin: unreadable: x\\ny\n"));
  checkInert(Summary);
}

TEST_CASE("github: one command per finding, escaped per the runner's rules",
          "[escape][report]") {
  Hostile H;
  std::string Out = H.print(printGithub);
  CHECK(Out ==
        // Paths with control bytes match no checkout file: escaped for the
        // log like any tree text.
        "::warning file=x.txt%3A1%3A1%3A error%3A injected [x]\\nfoo,line=2,"
        "col=17,endColumn=20,title=text-mention::text references "
        "'mps\\x1b[31m'%0Aalso 'mps\\n::warning::x' at column 30\n"
        "::error file=dir/a%25b%2Cc%3Ad|e`f\\xff.md,line=1,col=1,"
        "endColumn=4,title=path-reference::references 'mps'\n"
        "::notice file=n.py,line=4,col=3,endColumn=6,title=comment-mention::"
        "comment mentions 'mps'\n");
  checkInert(Out, /*Commands=*/true);
}

TEST_CASE("audit: tree text cannot leave its code span or its list item",
          "[escape][report]") {
  Hostile H;
  H.Ctx.AuditFull = true;
  std::string Out = H.print(printAudit);
  INFO(Out);
  for (const char *Want :
       {"  - [ ] `x.txt:1:1: error: injected [x]\\nfoo:2` text references "
        "'mps\\x1b[31m' (`text-mention`) — "
        "`\\x3a:error file=x::mps #\\x23[add-mask]y`\n",
        "- `dir/` (1 in 1 file, 1 listed)\n"
        "  - [ ] ``dir/a%b,c:d|e`f\\xff.md:1`` references 'mps' "
        "(`path-reference`) — `mps|'x'|<!--`\n",
        "- `x` (inline suppressions): 1 hit\n"
        "  - `allowed\\n::error::x.py:3:4` `mps = 1  # sweeper: allow(x)` — "
        "ok &lt;!-- [x\\](y) #\\x23[stop-commands]t\n",
        "- `x.txt:1:1: error: injected [x]\\nfoo`\n"
        "  - line 2: text references 'mps\\x1b[31m' — "
        "`\\x3a:error file=x::mps #\\x23[add-mask]y`\n",
        "- ``dir/a%b,c:d|e`f\\xff.md``\n"
        "  - line 1: references 'mps' — `mps|'x'|<!--`\n",
        "- `allowed\\n::error::x.py:3:4` `mps = 1  # sweeper: allow(x)` — "
        "ok &lt;!-- [x\\](y) #\\x23[stop-commands]t\n",
        "- `skip\\x1b]0;title\\x07.bin`: unreadable: x\\ny\n"})
    CHECK(llvm::StringRef(Out).contains(Want));
  checkInert(Out);
}

TEST_CASE("SARIF: URIs percent-encoded from the raw bytes, under %SRCROOT%",
          "[escape][report]") {
  Hostile H;
  std::string Out = H.print(printSarif);
  checkInert(Out);
  auto J = llvm::json::parse(Out);
  REQUIRE(bool(J));
  CHECK(artifact(*J, 0).getString("uri") ==
        "x.txt%3A1%3A1%3A%20error%3A%20injected%20%5Bx%5D%0Afoo");
  CHECK(artifact(*J, 0).getString("uriBaseId") == "%SRCROOT%");
  CHECK(artifact(*J, 1).getString("uri") == "dir/a%25b%2Cc%3Ad%7Ce%60f%FF.md");
  llvm::SmallString<256> Cwd;
  REQUIRE(!llvm::sys::fs::current_path(Cwd));
  const llvm::json::Object &Run0 =
      *(*J->getAsObject()->getArray("runs"))[0].getAsObject();
  CHECK(Run0.getObject("originalUriBaseIds")
            ->getObject("%SRCROOT%")
            ->getString("uri") == "file://" + percentEncode(Cwd) + "/");
  // A path outside the working directory is a file:// URI with no base.
  REQUIRE(H.R.Findings.size() > 2);
  H.R.Findings[2].Loc.Path = "/nowhere/a b.py";
  auto K = llvm::json::parse(H.print(printSarif));
  REQUIRE(bool(K));
  CHECK(artifact(*K, 2).getString("uri") == "file:///nowhere/a%20b.py");
  CHECK_FALSE(artifact(*K, 2).getString("uriBaseId"));
}

TEST_CASE("JSON: a path that is not UTF-8 keeps its bytes in pathEncoded",
          "[escape][report]") {
  Hostile H;
  std::string Out = H.print(printJson);
  checkInert(Out);
  CHECK(llvm::StringRef(Out).contains("##\\u005badd-mask]"));
  auto J = llvm::json::parse(Out);
  REQUIRE(bool(J));
  const llvm::json::Array &F = *J->getAsObject()->getArray("findings");
  REQUIRE(F.size() >= 2);
  CHECK(F[0].getAsObject()->getString("path") == InjectedName);
  CHECK_FALSE(F[0].getAsObject()->getString("pathEncoded"));
  CHECK(F[0].getAsObject()->getString("lineText") ==
        "::error file=x::mps ##[add-mask]y");
  CHECK(F[1].getAsObject()->getString("path") ==
        "dir/a%b,c:d|e`f\xef\xbf\xbd.md");
  CHECK(F[1].getAsObject()->getString("pathEncoded") ==
        "dir/a%25b%2Cc%3Ad%7Ce%60f%FF.md");
}

TEST_CASE("the binary escapes a hostile tree in every format",
          "[escape][binary]") {
  test::TempDir D;
  std::string Pack = D.file("pack.yaml", "tokens: [mps]\n");
  std::string Tree = D.Path + "/tree";
  D.file(std::string("tree/") + InjectedName, "mps\n");
  D.file("tree/bad\xff.txt", "mps\n");
  D.file("tree/lines.txt", "::error file=x::pwned mps\n"
                           "\x1b[31m mps \xc2\x9b\n"
                           "  ::warning::mps ##[add-mask]x\n");
  std::vector<std::string> Common = {"scan",    "--no-git", "--color=never",
                                     "--rules", Pack,       Tree};
  for (const char *Format :
       {"--format=text", "--format=json", "--format=sarif", "--audit"}) {
    std::vector<std::string> Args = Common;
    Args.push_back(Format);
    Run R = run(Args);
    INFO(Format);
    CHECK(R.Exit == 1);
    checkInert(R.Out);
    checkInert(R.Err);
  }
  Run Text = run(Common);
  CHECK(llvm::StringRef(Text.Out).contains(
      "/tree/x.txt\\x3a1\\x3a1\\x3a error\\x3a injected [x]\\nfoo:1:1: "
      "warning: "));
  CHECK(
      llvm::StringRef(Text.Out).contains("/tree/bad\\xff.txt:1:1: warning: "));
  CHECK(
      llvm::StringRef(Text.Out).contains("\n\\x3a:error file=x::pwned mps\n"));
  CHECK(llvm::StringRef(Text.Out).contains("\n\\x1b[31m mps \\u009b\n"
                                           "         ^~~\n"));
  CHECK(llvm::StringRef(Text.Out).contains(
      "\n  \\x3a:warning::mps #\\x23[add-mask]x\n"));

  Common.push_back("--format=sarif");
  Run Sarif = run(Common);
  CHECK(llvm::StringRef(Sarif.Out).contains(
      "/tree/x.txt%3A1%3A1%3A%20error%3A%20injected%20%5Bx%5D%0Afoo\""));
  CHECK(llvm::StringRef(Sarif.Out).contains("/tree/bad%FF.txt\""));
  Common.back() = "--format=json";
  auto J = llvm::json::parse(run(Common).Out);
  REQUIRE(bool(J));
  bool Encoded = false;
  for (const llvm::json::Value &V : *J->getAsObject()->getArray("findings"))
    if (auto P = V.getAsObject()->getString("pathEncoded"))
      Encoded |= P->ends_with("/tree/bad%FF.txt");
  CHECK(Encoded);
  Common.back() = "--audit";
  CHECK(llvm::StringRef(run(Common).Out)
            .contains("/tree/x.txt:1:1: error: injected [x]\\nfoo:1` "));
}

TEST_CASE("text: an underline never outgrows its line", "[escape]") {
  // A forged length (a cache entry, say) must not pad gigabytes of '~'.
  TextExcerpt E = textExcerpt("set(mps)", 4, size_t(1) << 31);
  CHECK(E.Caret.size() == 4 + 4 + 400); // pad, the line's rest, a window
  CHECK(llvm::StringRef(E.Caret).starts_with("    ^~~~"));
}

// valueText writes what llvm::json writes for jsonText(S), byte for byte:
// every byte value alone and between plain runs, broken UTF-8 (replaced),
// and a multi-line file as a lintrunner patch carries it, at the top level
// and as an indented object's attribute.
TEST_CASE("JSON: valueText writes llvm::json's bytes for any text",
          "[escape]") {
  std::vector<std::string> Texts = {"",
                                    "plain",
                                    "a\"b\\c",
                                    "tab\there",
                                    "line\nline\r\n",
                                    "\x7f del",
                                    "caf\xc3\xa9",
                                    "bad \xc3( utf8",
                                    "\xff\xfe",
                                    "end\\"};
  for (int C = 0; C < 256; ++C) {
    Texts.push_back(std::string(1, char(C)));
    Texts.push_back("ab" + std::string(1, char(C)) + "cd");
  }
  std::string File;
  for (int I = 0; I < 200; ++I)
    File += "  if (x) {\t\"q\" \\ " + std::to_string(I) + "}\n";
  Texts.push_back(File);
  auto Render = [](unsigned Indent, auto Write) {
    std::string Out;
    llvm::raw_string_ostream OS(Out);
    llvm::json::OStream J(OS, Indent);
    J.object([&] {
      J.attributeBegin("k");
      Write(J);
      J.attributeEnd();
    });
    return Out;
  };
  for (const std::string &T : Texts)
    for (unsigned Indent : {0u, 2u}) {
      INFO("text " << llvm::json::fixUTF8(T) << ", indent " << Indent);
      CHECK(Render(Indent, [&](llvm::json::OStream &J) { valueText(J, T); }) ==
            Render(Indent,
                   [&](llvm::json::OStream &J) { J.value(jsonText(T)); }));
    }
}
