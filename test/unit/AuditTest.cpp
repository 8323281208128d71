// The audit's summary (--audit) and full listing (--audit=full): its
// structure on a small result, its cap on a large one, and the binary's
// options.
#include "TestUtil.h"
#include "report/Escape.h"
#include "report/Reporters.h"
#include "llvm/ADT/StringExtras.h"
#include <catch2/catch.hpp>

using namespace sweeper;

namespace {

Finding finding(std::string Path, unsigned Line, std::string Text) {
  Finding F;
  F.Check = CheckId::TextMention;
  F.Loc = {std::move(Path), Line, 1, 3};
  F.Message = "text references 'mps'";
  F.Matched = "mps";
  F.LineText = std::move(Text);
  return F;
}

AllowedHit allowed(std::string Id, std::string Path, unsigned Line) {
  AllowedHit A;
  A.Check = CheckId::TextMention;
  A.Loc = {std::move(Path), Line, 5, 3};
  A.Matched = "mps";
  A.LineText = "see mps docs";
  A.AllowId = std::move(Id);
  return A;
}

/// A small result: two files with leftovers, an allow entry with four
/// hits and one with one, skips of four kinds.
struct Small {
  RulePack Pack;
  SweepResult R;
  ReportContext Ctx{Pack, R, "test"};

  Small() {
    Pack.Backend = "mps";
    Pack.Files = {"pack.yaml"};
    Pack.Allow.push_back({});
    Pack.Allow.back().Id = "docs-link";
    Pack.Allow.back().Reason = "links to the *archived* docs";
    R.Findings = {finding("a/CMakeLists.txt", 3, "option(MPS)"),
                  finding("a/CMakeLists.txt", 9, "if(MPS)"),
                  finding("b.md", 1, "# MPS `backend`")};
    for (unsigned L : {1, 2, 3})
      R.Allowed.push_back(allowed("docs-link", "docs/x.md", L));
    R.Allowed.push_back(allowed("docs-link", "docs/z.md", 4));
    R.Allowed.push_back(allowed("other", "y.md", 7));
    R.Skipped = {{"b1.png", "binary"},
                 {"b2.png", "binary"},
                 {"b3.png", "binary: invalid UTF-16"},
                 {"big.json", "huge: 20 bytes (limit 10)"},
                 {"out", "symlink to outside the sweep, not followed"},
                 {"fifo", "unreadable: not a regular file"}};
    R.Stats.Scanned = 5;
    Ctx.CommandLine = "sweeper scan --audit --rules pack.yaml .";
  }

  std::string print() const {
    std::string S;
    llvm::raw_string_ostream OS(S);
    printAudit(OS, Ctx);
    return S;
  }
};

size_t occurrences(llvm::StringRef S, llvm::StringRef What) {
  size_t N = 0;
  for (size_t At = S.find(What); At != llvm::StringRef::npos;
       At = S.find(What, At + 1))
    ++N;
  return N;
}

/// Every listed finding is a whole line: its code span and excerpt are
/// closed (nothing was cut in the middle of one).
void checkLinesWhole(llvm::StringRef Out) {
  llvm::SmallVector<llvm::StringRef> Lines;
  Out.split(Lines, '\n');
  for (llvm::StringRef L : Lines)
    if (L.starts_with("  - [ ] ")) {
      INFO(L.str());
      CHECK(L.ends_with("`"));
    }
}

/// \p N files with one finding each, as a sweep of a big tree gives.
SweepResult many(unsigned N) {
  SweepResult R;
  for (unsigned I = 0; I < N; ++I)
    R.Findings.push_back(finding("src/file" + std::to_string(1000 + I) + ".cc",
                                 I + 1, std::string(100, 'x') + " mps"));
  return R;
}

} // namespace

TEST_CASE("audit summary: orphan files and blocks first, with their extent",
          "[audit]") {
  Small S;
  Finding Orphan = finding("old/mps_runner.mm", 1, "");
  Orphan.Check = CheckId::OrphanFile;
  Orphan.Loc.EndLine = 40;
  Finding Inside = finding("old/mps_runner.mm", 7, "mps()");
  Finding Block = finding("a/CMakeLists.txt", 9, "if(MPS)");
  Block.Check = CheckId::CMakeCondition;
  Block.Loc.EndLine = 12;
  Finding InBlock = finding("a/CMakeLists.txt", 10, "add(mps)");
  S.R.Findings = {
      finding("a/CMakeLists.txt", 3, "option(MPS)"), Block,  InBlock,
      finding("b.md", 1, "# MPS `backend`"),         Orphan, Inside};
  std::string Out = S.print();
  INFO(Out);
  llvm::StringRef O(Out);
  size_t First = O.find("## Orphan files and removable blocks (2 files and "
                        "blocks)\n\n"
                        "- [ ] `a/CMakeLists.txt:9-12` (`cmake-condition`) — "
                        "`if(MPS)`\n"
                        "- [ ] `old/mps_runner.mm:1-40` (`orphan-file`)\n");
  REQUIRE(First != llvm::StringRef::npos);
  CHECK(First < O.find("## Leftovers by directory"));
  CHECK(O.find("## Leftovers by directory") < O.find("## Leftovers by file"));
  // What goes with an orphan file or a block is counted, not listed.
  CHECK(O.contains("2 findings inside the orphan files and blocks above are "
                   "not listed again"));
  CHECK_FALSE(O.contains("add(mps)"));
  CHECK_FALSE(O.contains("mps_runner.mm:7"));
  CHECK(O.contains("## Leftovers by file (2 of 2 listed)\n\n"
                   "- `./` (1 in 1 file, 1 listed)\n"
                   "  - [ ] `b.md:1` text references 'mps' (`text-mention`) — "
                   "`# MPS 'backend'`\n"
                   "- `a/` (1 in 1 file, 1 listed)\n"
                   "  - [ ] `a/CMakeLists.txt:3` text references 'mps' "
                   "(`text-mention`) — `option(MPS)`\n"));
  CHECK(O.contains("| leftovers (findings) | 6 in 3 files |"));
  checkLinesWhole(Out);
}

TEST_CASE("audit summary: leftovers counted by directory and by check",
          "[audit]") {
  Small S;
  std::string Out = S.print();
  INFO(Out);
  CHECK(llvm::StringRef(Out).contains(
      "## Leftovers by directory (2 directories)\n\n"
      "- `./`: 1 in 1 file (`text-mention` 1)\n"
      "- `a/`: 2 in 1 file (`text-mention` 2)\n\n"
      "## Leftovers by check\n\n"
      "- `text-mention`: 3 in 2 files, 2 directories\n"));
  CHECK_FALSE(llvm::StringRef(Out).contains("Not listed here"));
  CHECK_FALSE(llvm::StringRef(Out).contains("# Full listing"));
}

TEST_CASE("audit summary: findings shared evenly across directories",
          "[audit]") {
  RulePack Pack;
  SweepResult R;
  // One directory with 400 findings sorts first; 40 others with one each.
  for (unsigned I = 0; I < 400; ++I)
    R.Findings.push_back(
        finding(".ci/gen" + std::to_string(100 + I) + ".sh", 1, "echo mps"));
  for (unsigned D = 0; D < 40; ++D)
    R.Findings.push_back(
        finding("tools/d" + std::to_string(10 + D) + "/x.cmake", 2, "mps"));
  ReportContext C{Pack, R, "test"};
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  printAudit(OS, C);
  INFO(Out);
  CHECK(size_t(llvm::count(Out, '\n')) <= AuditSummaryLines);
  for (unsigned D = 0; D < 40; ++D) {
    std::string Dir = "tools/d" + std::to_string(10 + D) + "/";
    CHECK(llvm::StringRef(Out).contains("- `" + Dir + "`: 1 in 1 file"));
    CHECK(llvm::StringRef(Out).contains("  - [ ] `" + Dir + "x.cmake:2`"));
  }
  size_t CiShown = occurrences(Out, "  - [ ] `.ci/gen");
  CHECK(CiShown >= 1);
  CHECK(CiShown < 200);
  CHECK(llvm::StringRef(Out).contains("- `.ci/` (400 in 400 files, " +
                                      std::to_string(CiShown) + " listed)"));
  CHECK(llvm::StringRef(Out).contains(
      "**Not listed here:** " + std::to_string(400 - CiShown) +
      " more findings (" + std::to_string(400 - CiShown) +
      " files not listed at all), to keep this summary short; "
      "`sweeper scan --format=text` lists every finding, and "
      "`sweeper scan --audit=full` lists them.\n"));
  checkLinesWhole(Out);
}

TEST_CASE("audit summary: allow entries counted, two examples and reason",
          "[audit]") {
  Small S;
  std::string Out = S.print();
  INFO(Out);
  CHECK(llvm::StringRef(Out).contains(
      "## Allowed look-alikes (5 in 2 allow entries)\n\n"
      "- `docs-link`: 4 hits. Reason: links to the *archived* docs\n"
      "  - `docs/x.md:1:5` `see mps docs`\n"
      "  - `docs/z.md:4:5` `see mps docs`\n"
      "- `other`: 1 hit\n"
      "  - `y.md:7:5` `see mps docs`\n\n"));
  // The second example is from another file when there is one.
  CHECK_FALSE(llvm::StringRef(Out).contains("docs/x.md:2:5"));
  CHECK_FALSE(llvm::StringRef(Out).contains("docs/x.md:3:5"));
}

TEST_CASE("audit summary: skipped files counted by reason", "[audit]") {
  Small S;
  S.R.NonUtf8Files = {"latin1.txt"};
  std::string Out = S.print();
  INFO(Out);
  CHECK(llvm::StringRef(Out).contains(
      "## Not scanned\n\n"
      "- binary: 3 (e.g. `b1.png`, `b2.png`)\n"
      "- huge: 1 (e.g. `big.json`)\n"
      "- not valid UTF-8 (scanned as bytes): 1 (e.g. `latin1.txt`)\n"
      "- symlink: 1 (e.g. `out`)\n"
      "- unreadable: 1 (e.g. `fifo`)\n"));
  CHECK_FALSE(llvm::StringRef(Out).contains("b3.png"));
}

TEST_CASE("audit summary: what the deletion removed, counted", "[audit]") {
  Small S;
  DerivedPack D;
  D.Base = "HEAD~1";
  D.RemovedDirs = {"backends/mps/"};
  for (unsigned I = 0; I < 25; ++I)
    D.RemovedFiles.push_back("f" + std::to_string(10 + I) + ".py");
  D.Tokens = {"mps"};
  D.Symbols["CMake option"] = {"EXECUTORCH_BUILD_MPS"};
  D.Symbols["Python function"] = {"a", "b"};
  S.Ctx.Derived = &D;
  std::string Out = S.print();
  INFO(Out);
  CHECK(llvm::StringRef(Out).contains(
      "Derived from git: files deleted between `HEAD~1` and the work tree.\n\n"
      "- Removed directories: `backends/mps/`\n"
      "- Removed files elsewhere: `f10.py`, "));
  CHECK(llvm::StringRef(Out).contains("`f29.py` and 5 more\n"));
  CHECK(llvm::StringRef(Out).contains(
      "- Tokens: `mps`\n"
      "- Removed symbols: 3 (CMake option 1, Python function 2)\n"));
  CHECK_FALSE(llvm::StringRef(Out).contains("EXECUTORCH_BUILD_MPS"));
  S.Ctx.AuditFull = true;
  CHECK(llvm::StringRef(S.print()).contains(
      "- CMake option (1): `EXECUTORCH_BUILD_MPS`"));
}

TEST_CASE("audit full: the summary, then every allowed hit and skip",
          "[audit]") {
  Small S;
  S.Ctx.AuditFull = true;
  std::string Out = S.print();
  INFO(Out);
  size_t Full = Out.find("\n---\n\n# Full listing\n\n");
  REQUIRE(Full != std::string::npos);
  CHECK(llvm::StringRef(Out).substr(0, Full).contains("## Not scanned\n"));
  llvm::StringRef Listing = llvm::StringRef(Out).substr(Full);
  for (const AllowedHit &A : S.R.Allowed)
    CHECK(Listing.contains("- `" + A.Loc.Path + ":" +
                           std::to_string(A.Loc.Line) + ":5` `see mps docs`"));
  for (const SkippedFile &K : S.R.Skipped)
    CHECK(Listing.contains("- `" + K.Path + "`: " + K.Reason));
  CHECK(Listing.contains("### `text-mention` (3)"));
}

TEST_CASE("audit summary: over the byte cap, whole lines left out", "[audit]") {
  RulePack Pack;
  SweepResult R = many(400);
  ReportContext C{Pack, R, "test"};
  C.AuditLimit = 8000;
  std::string Out;
  {
    llvm::raw_string_ostream OS(Out);
    printAudit(OS, C);
  }
  INFO(Out);
  CHECK(Out.size() <= 8000);
  size_t Shown = occurrences(Out, "  - [ ] ");
  CHECK(Shown > 10);
  CHECK(llvm::StringRef(Out).contains("**Not listed here:** " +
                                      std::to_string(400 - Shown) +
                                      " more findings"));
  checkLinesWhole(Out);
  // The default cap holds on a tree whose listing alone is twice as long.
  SweepResult Big = many(1000);
  ReportContext D{Pack, Big, "test"};
  std::string Summary, Full;
  {
    llvm::raw_string_ostream OS(Summary);
    printAudit(OS, D);
  }
  CHECK(Summary.size() <= AuditSummaryLimit);
  CHECK(llvm::StringRef(Summary).contains("**Not listed here:** "));
  D.AuditFull = true;
  {
    llvm::raw_string_ostream OS(Full);
    printAudit(OS, D);
  }
  CHECK(llvm::StringRef(Full).contains("the full listing below has them"));
  for (const Finding &F : Big.Findings)
    CHECK(llvm::StringRef(Full).contains("- `" + F.Loc.Path + "`\n"));
}

#ifdef SWEEPER_BINARY
TEST_CASE("the binary: --audit, --audit=full, the cap and the command",
          "[audit][binary]") {
  test::TempDir D;
  std::string Pack =
      D.file("pack.yaml",
             "backend: mps\ntokens: [mps]\nallow:\n  - id: keep\n"
             "    reason: the `mps` word in prose\n    regex: 'prose mps'\n");
  for (unsigned I = 0; I < 60; ++I)
    D.file("tree/f" + std::to_string(10 + I) + ".sh",
           "echo mps\necho prose mps\necho mps again\n");
  D.file("tree/x.bin", std::string("mps\0\1\2", 6));
  std::string Tree = D.Path + "/tree";
  std::vector<std::string> Args = {"scan", "--no-git", "--rules",
                                   Pack,   Tree,       "--audit"};
  test::Run Summary = test::run(Args);
  CHECK(Summary.Exit == 1);
  INFO(Summary.Out);
  CHECK(llvm::StringRef(Summary.Out)
            .contains("Reproduce: `sweeper scan --no-git --rules " + Pack +
                      " " + Tree + " --audit`\n"));
  // Two findings in each of 60 files of one directory: each file's first
  // comes before any file's second, and all fit.
  CHECK(occurrences(Summary.Out, "  - [ ] ") == 120);
  CHECK(Summary.Out.find("f69.sh:1`") < Summary.Out.find("f10.sh:3`"));
  CHECK(llvm::StringRef(Summary.Out)
            .contains("- `keep`: 60 hits. Reason: "
                      "the `mps` word in prose\n"));
  CHECK(llvm::StringRef(Summary.Out).contains("- binary: 1 (e.g. `"));
  Args.back() = "--audit=full";
  test::Run Full = test::run(Args);
  for (unsigned I = 0; I < 60; ++I)
    CHECK(llvm::StringRef(Full.Out).contains(
        "/tree/f" + std::to_string(10 + I) + ".sh:2:12` `echo prose mps`\n"));
  Args.back() = "--audit-limit=3000";
  Args.push_back("--audit");
  test::Run Capped = test::run(Args);
  CHECK(Capped.Out.size() <= 3000);
  CHECK(llvm::StringRef(Capped.Out).contains("**Not listed here:** "));
  checkLinesWhole(Capped.Out);
  Args.back() = "--audit=everything";
  CHECK(test::run(Args).Exit == 2);
}
#endif
