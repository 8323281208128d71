// Runs the built `sweeper` binary: exit codes, hostile trees, SARIF,
// determinism. (Fixture trees with inline expectations run via expect-runner.)
#include "TestUtil.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include <catch2/catch.hpp>
#include <optional>
#include <set>
#include <sys/stat.h>
#include <unistd.h>

using namespace sweeper;

namespace {

using test::Run;
using test::run;

std::string rules() {
  return std::string(SWEEPER_SOURCE_DIR) + "/rules/executorch-mps.yaml";
}

} // namespace

TEST_CASE("exit status: 0 clean, 1 findings, 2 usage or config errors",
          "[binary]") {
  test::TempDir D;
  D.file("clean.py", "print('dumps and timestamps')\n");
  std::string Pack = D.file("pack.yaml", "tokens: [mps]\n");
  CHECK(run({"scan", "--no-git", "--rules", Pack, D.Path}).Exit == 0);
  D.file("dirty.py", "import mps\n");
  CHECK(run({"scan", "--no-git", "--rules", Pack, D.Path}).Exit == 1);
  CHECK(run({"scan", "--rules", Pack, D.Path + "/missing"}).Exit == 2);
  CHECK(run({"scan", "--format=xml", "--rules", Pack, D.Path}).Exit == 2);
  CHECK(run({"scan", "--no-such-option"}).Exit == 2);
  CHECK(run({}).Exit == 2);
  Run TooMany = run({"scan", "-j", "4294967295", "--rules", Pack, D.Path});
  CHECK(TooMany.Exit == 2);
  CHECK(TooMany.Err == "sweeper: error: -j 4294967295: at most 1024 threads\n");
  test::TempDir Empty;
  Run NoPack = run({"scan", Empty.Path});
  CHECK(NoPack.Exit == 2);
  CHECK(llvm::StringRef(NoPack.Err).contains("no rule pack"));
}

TEST_CASE("a broken rule file gives file:line:col errors and exit 2",
          "[binary]") {
  test::TempDir D;
  std::string Pack =
      D.file("broken.yaml", "tokens: [mps]\nallow:\n  - id: x\n    reason: y\n "
                            "   regex: \"([\"\n    colour: red\n");
  Run R = run({"scan", "--rules", Pack, D.Path});
  CHECK(R.Exit == 2);
  CHECK(
      llvm::StringRef(R.Err).contains(Pack + ":5:12: error: invalid regex: "));
  CHECK(llvm::StringRef(R.Err).contains(
      Pack + ":6:5: error: unknown key 'colour' in allow entry"));
  CHECK(R.Out.empty());
}

TEST_CASE("a .sweeper.yaml at the root is picked up", "[binary]") {
  test::TempDir D;
  D.file(".sweeper.yaml", "tokens: [mps]\n");
  D.file("a.sh", "echo mps\n");
  Run R = run({"scan", "--no-git", "--color=never", D.Path});
  CHECK(R.Exit == 1);
  CHECK(llvm::StringRef(R.Out).contains(
      "a.sh:1:6: warning: shell command 'echo' references the removed "
      "backend 'mps'"));
}

TEST_CASE("hostile trees complete with a summary", "[binary]") {
  test::TempDir D;
  std::string Pack = D.file("rules/pack.yaml", "tokens: [mps]\n");
  D.file("tree/empty.txt", "");
  D.file("tree/crlf.sh", "echo mps\r\necho ok\r\n");
  D.file("tree/latin1.md", std::string("caf\xe9 mps\n"));
  D.file("tree/binary.bin", std::string("mps\0\1\2", 6));
  D.file("tree/huge.txt", std::string(4096, 'x') + " mps\n");
  D.file("tree/sub/ok.py", "x = 1\n");
  // A symlink loop (a link to a directory inside the tree: walked as
  // itself only) and a dangling symlink.
  REQUIRE(::symlink("..", (D.Path + "/tree/sub/loop").c_str()) == 0);
  REQUIRE(::symlink("nowhere", (D.Path + "/tree/dangling.py").c_str()) == 0);
  // A FIFO would block a reader forever.
  REQUIRE(::mkfifo((D.Path + "/tree/pipe.sh").c_str(), 0600) == 0);
  Run R = run({"scan", "--no-git", "--format=json", "--max-file-size=1000",
               "--rules", Pack, D.Path + "/tree"});
  REQUIRE(R.Exit == 1);
  auto J = llvm::json::parse(R.Out);
  REQUIRE(bool(J));
  const llvm::json::Object &S = *J->getAsObject()->getObject("summary");
  CHECK(S.getInteger("empty") == 1);
  CHECK(S.getInteger("crlf") == 1);
  CHECK(S.getInteger("nonUtf8") == 1);
  CHECK(S.getInteger("binary") == 1);
  CHECK(S.getInteger("huge") == 1);
  CHECK(S.getInteger("unreadable") == 2);
  CHECK(S.getInteger("symlinkLoops") == 0);
  // Findings still come from the CRLF and the non-UTF-8 file, at the right
  // columns.
  const llvm::json::Array &F = *J->getAsObject()->getArray("findings");
  REQUIRE(F.size() == 2);
  CHECK(F[0].getAsObject()->getString("path")->ends_with("crlf.sh"));
  CHECK(F[0].getAsObject()->getString("lineText") == "echo mps");
  CHECK(F[1].getAsObject()->getString("path")->ends_with("latin1.md"));
  CHECK(F[1].getAsObject()->getInteger("column") == 6);
  CHECK(llvm::StringRef(R.Err).contains(
      "skipped 5 (binary 1, huge 1, unreadable 2, symlink 1)"));
  CHECK(llvm::StringRef(R.Err).contains(
      "loop: symlink to a directory inside the sweep, walked as itself"));
  CHECK(llvm::StringRef(R.Err).contains(
      "dangling.py: unreadable: dangling symlink"));
  CHECK(llvm::StringRef(R.Err).contains(
      "pipe.sh: unreadable: not a regular file"));
}

TEST_CASE("git work trees honour .gitignore", "[binary]") {
  test::TempDir D;
  std::string Pack = D.file("pack.yaml", "tokens: [mps]\n");
  D.file("repo/.gitignore", "ignored/\n");
  D.file("repo/ignored/a.py", "import mps\n");
  D.file("repo/kept.py", "import mps\n");
  REQUIRE(std::system(("git -C " + D.Path + "/repo init -q").c_str()) == 0);
  Run R = run({"scan", "--format=json", "--rules", Pack, D.Path + "/repo"});
  auto J = llvm::json::parse(R.Out);
  REQUIRE(bool(J));
  CHECK(J->getAsObject()->getArray("findings")->size() == 1);
  Run Plain = run(
      {"scan", "--no-git", "--format=json", "--rules", Pack, D.Path + "/repo"});
  auto P = llvm::json::parse(Plain.Out);
  REQUIRE(bool(P));
  CHECK(P->getAsObject()->getArray("findings")->size() == 2);
  Run Excl = run({"scan", "--no-git", "--format=json", "--exclude", "ignored",
                  "--rules", Pack, D.Path + "/repo"});
  auto E = llvm::json::parse(Excl.Out);
  REQUIRE(bool(E));
  CHECK(E->getAsObject()->getArray("findings")->size() == 1);
}

TEST_CASE("SARIF has what GitHub code scanning requires", "[binary]") {
  Run R = run({"scan", "--format=sarif", "--rules", rules(),
               std::string(SWEEPER_SOURCE_DIR) + "/examples/executorch-mps"});
  REQUIRE(R.Exit == 1);
  auto J = llvm::json::parse(R.Out);
  REQUIRE(bool(J));
  const llvm::json::Object &Root = *J->getAsObject();
  CHECK(Root.getString("version") == "2.1.0");
  CHECK(Root.getString("$schema"));
  const llvm::json::Object &Run0 = *(*Root.getArray("runs"))[0].getAsObject();
  const llvm::json::Object &Driver =
      *Run0.getObject("tool")->getObject("driver");
  CHECK(Driver.getString("name") == "backend-sweeper");
  const llvm::json::Array &Rules = *Driver.getArray("rules");
  REQUIRE(Rules.size() == allChecks().size());
  for (const llvm::json::Value &V : Rules) {
    const llvm::json::Object &Rule = *V.getAsObject();
    CHECK(Rule.getString("id"));
    CHECK(Rule.getObject("shortDescription")->getString("text"));
    CHECK(Rule.getObject("help")->getString("text"));
  }
  unsigned Suppressed = 0, Plain = 0;
  for (const llvm::json::Value &V : *Run0.getArray("results")) {
    const llvm::json::Object &Res = *V.getAsObject();
    std::string Id = Res.getString("ruleId")->str();
    auto Index = Res.getInteger("ruleIndex");
    REQUIRE(Index);
    CHECK((*Rules[*Index].getAsObject()->getString("id")) == Id);
    CHECK(Res.getObject("message")->getString("text"));
    const llvm::json::Object &Phys =
        *(*Res.getArray("locations"))[0].getAsObject()->getObject(
            "physicalLocation");
    llvm::StringRef Uri = *Phys.getObject("artifactLocation")->getString("uri");
    CHECK_FALSE(Uri.starts_with("/"));
    CHECK(*Phys.getObject("region")->getInteger("startLine") >= 1);
    CHECK(Res.getObject("partialFingerprints")
              ->getString("primaryLocationLineHash"));
    if (const llvm::json::Array *S = Res.getArray("suppressions")) {
      ++Suppressed;
      CHECK(!(*S)[0].getAsObject()->getString("justification")->empty());
    } else {
      ++Plain;
    }
  }
  // The example's table row that lost a cell has no link to the removal
  // without git history: reported with --all-structure only. Allowlisted
  // look-alikes are left out by default (--sarif-allowlisted).
  CHECK(Plain == 44);
  CHECK(Suppressed == 0);
}

TEST_CASE("output is deterministic across job counts", "[binary]") {
  std::string Ex = std::string(SWEEPER_SOURCE_DIR) + "/examples/executorch-mps";
  Run A = run({"scan", "-j", "1", "--format=json", "--rules", rules(), Ex});
  Run B = run({"scan", "-j", "4", "--format=json", "--rules", rules(), Ex});
  CHECK(A.Out == B.Out);
  CHECK(!A.Out.empty());
}

TEST_CASE("list-checks prints the registry", "[binary]") {
  Run R = run({"--list-checks"});
  CHECK(R.Exit == 0);
  auto Docs = llvm::MemoryBuffer::getFile(std::string(SWEEPER_SOURCE_DIR) +
                                          "/docs/checks.md");
  REQUIRE(Docs);
  for (const CheckInfo &C : allChecks()) {
    CHECK(llvm::StringRef(R.Out).contains(C.Name));
    // Every check is documented, under a heading whose anchor is its id
    // (SARIF's helpUri).
    CHECK((*Docs)->getBuffer().contains(("\n### " + C.Name + "\n").str()));
  }
}

TEST_CASE("Clang pass: broken, missing-header and unreadable TUs are counted",
          "[binary][clang]") {
  test::TempDir D;
  D.file(".sweeper.yaml", "tokens: [mps]\n");
  std::string Good =
      D.file("good.cpp", "void mps_init();\nvoid f() { mps_init(); }\n");
  std::string Broken = D.file("broken.cpp", "int mps_x = 1;\nint broken( {\n");
  std::string Missing =
      D.file("missing.cpp", "#include <no_such_system_header.h>\nint mps_y;\n");
  std::string Dir = D.Path + "/dir.cpp";
  llvm::sys::fs::create_directories(Dir);
  std::string Fifo = D.Path + "/fifo.cpp";
  REQUIRE(::mkfifo(Fifo.c_str(), 0600) == 0);
  std::string Db = "[";
  for (const std::string &F : {Good, Broken, Missing, Dir, Fifo})
    Db += "{\"directory\": \"" + D.Path + "\", \"file\": \"" + F +
          "\", \"command\": \"clang++ -std=c++17 -c " + F + "\"},";
  Db.back() = ']';
  std::string DbFile = D.file("cc/compile_commands.json", Db);
  Run R = run({"scan", "--no-git", "--format=json", "--verbose",
               "--compile-commands", DbFile, D.Path});
  REQUIRE(R.Exit == 1);
  auto J = llvm::json::parse(R.Out);
  REQUIRE(bool(J));
  const llvm::json::Object &C =
      *J->getAsObject()->getObject("summary")->getObject("clang");
  CHECK(C.getInteger("inDatabase") == 5);
  CHECK(C.getInteger("parsed") == 3);
  CHECK(C.getInteger("withErrors") == 3); // broken.cpp, dir.cpp, fifo.cpp
  CHECK(C.getInteger("missingIncludes") == 1);
  const llvm::json::Array &Errors = *C.getArray("errors");
  REQUIRE(Errors.size() == 3);
  CHECK(Errors[0].getAsString()->contains("broken.cpp: "));
  // Findings of every parsed TU survive, including the broken one.
  unsigned Clang = 0;
  for (const llvm::json::Value &V : *J->getAsObject()->getArray("findings"))
    Clang += V.getAsObject()->getString("check")->starts_with("clang-");
  CHECK(Clang == 4); // mps_init decl, call, mps_x, mps_y
}

TEST_CASE("derive prints a rule pack that loads back", "[binary][derive]") {
  test::TempDir D;
  std::string Repo = D.Path + "/repo";
  D.file("repo/backends/nebula/CMakeLists.txt",
         "option(BUILD_NEBULA_EXTRAS \"x\" OFF)\nadd_library(nebuladelegate "
         "a.cpp)\n");
  D.file("repo/backends/nebula/a.cpp",
         "#define NEBULA_DEPTH 4\nvoid register_nebula_backend() {}\n");
  D.file("repo/backends/nebula/tool.py",
         "def get_nebula_partitioner():\n    pass\n"
         "def main():\n    pass\n");
  D.file("repo/keep.py", "def main():\n    pass\n");
  std::string G = "git -C " + Repo + " -c user.name=t -c user.email=t@e ";
  REQUIRE(
      std::system((G + "init -q && " + G + "add -A && " + G + "commit -qm a")
                      .c_str()) == 0);
  REQUIRE(std::system(("rm -r " + Repo + "/backends/nebula").c_str()) == 0);
  Run R = run({"derive", "--removed-since", "HEAD", Repo});
  REQUIRE(R.Exit == 0);
  for (const char *Want :
       {"tokens: ['nebula', 'libnebula']", "- 'backends/nebula/'",
        "- 'BUILD_NEBULA_EXTRAS'", "- 'nebuladelegate'", "- 'NEBULA_DEPTH'",
        "- 'register_nebula_backend'", "- 'get_nebula_partitioner'",
        "# CMake target"})
    CHECK(llvm::StringRef(R.Out).contains(Want));
  CHECK_FALSE(llvm::StringRef(R.Out).contains("'main'")); // too common
  std::string Pack = D.file("derived.yaml", R.Out);
  RulePack P;
  std::vector<std::string> Errors = errorLines(loadRulePack(Pack, P));
  CHECK(Errors.empty());
  CHECK(P.Tokens == std::vector<std::string>{"nebula", "libnebula"});

  Run Audit = run({"scan", "--audit", "--removed-since", "HEAD", Repo});
  CHECK(Audit.Exit == 0); // nothing is left behind
  CHECK(llvm::StringRef(Audit.Out).contains("## What the deletion removed"));
  CHECK(llvm::StringRef(Audit.Out).contains(
      "- Removed directories: `backends/nebula/`"));
  CHECK(llvm::StringRef(Audit.Out).contains("CMake target 1"));
  Run Full = run({"scan", "--audit=full", "--removed-since", "HEAD", Repo});
  CHECK(llvm::StringRef(Full.Out).contains(
      "- CMake target (1): `nebuladelegate`"));

  // Between two commits: `backends/` itself is gone at HEAD (nebula was its
  // only child), yet the removed directory and the token are nebula's.
  REQUIRE(std::system((G + "add -A && " + G + "commit -qm b").c_str()) == 0);
  Run Between = run({"derive", "--removed-between", "HEAD~1", "HEAD", Repo});
  CHECK(Between.Exit == 0);
  CHECK(
      llvm::StringRef(Between.Out).contains("tokens: ['nebula', 'libnebula']"));
  CHECK(llvm::StringRef(Between.Out).contains("- 'backends/nebula/'"));

  Run Bad = run({"derive", "--removed-since", "no-such-rev", Repo});
  CHECK(Bad.Exit == 2);
  CHECK(llvm::StringRef(Bad.Err).contains("not a revision: 'no-such-rev'"));
  Run NotGit = run({"scan", "--removed-since", "HEAD", D.Path + "/.."});
  CHECK(NotGit.Exit == 2);
}

TEST_CASE("a block's extent in SARIF, JSON and text", "[binary][blocks]") {
  test::TempDir D;
  D.file("CMakeLists.txt", "project(x)\n"
                           "if(PROJ_NOVA)\n"
                           "  add_subdirectory(nova)\n"
                           "endif()\n");
  std::string Pack = D.file("pack.yaml", "tokens: [nova]\n");
  std::string Tree = D.Path + "/CMakeLists.txt";
  Run Sarif = run({"scan", "--rules", Pack, "--format=sarif", Tree});
  auto J = llvm::json::parse(Sarif.Out);
  REQUIRE(bool(J));
  const llvm::json::Array &Results =
      *(*J->getAsObject()->getArray("runs"))[0].getAsObject()->getArray(
          "results");
  REQUIRE(Results.size() == 2);
  const llvm::json::Object *Region =
      (*Results[0].getAsObject()->getArray("locations"))[0]
          .getAsObject()
          ->getObject("physicalLocation")
          ->getObject("region");
  CHECK(Region->getInteger("startLine") == 2);
  CHECK(Region->getInteger("endLine") == 4);
  CHECK_FALSE(Region->getInteger("endColumn")); // to the end of line 4
  Run Json = run({"scan", "--rules", Pack, "--format=json", Tree});
  CHECK(llvm::StringRef(Json.Out).contains("\"end\": 4"));
  Run Text = run({"scan", "--rules", Pack, Tree});
  CHECK(llvm::StringRef(Text.Out).contains(
      "note: lines 2-4 (the if() block) exist only for the removed backend"));
  // GitHub annotates the whole block, and a one-line hit from col to
  // endColumn.
  Run Github = run({"scan", "--rules", Pack, "--format=github", Tree});
  CHECK(llvm::StringRef(Github.Out).contains(",line=2,col=9,endLine=4,"));
  CHECK(llvm::StringRef(Github.Out).contains(",line=3,col=20,endColumn=24,"));
}

namespace {

// The first run's object of a SARIF log, or null when it does not parse.
std::optional<llvm::json::Object> sarifRun(const Run &R) {
  auto J = llvm::json::parse(R.Out);
  if (!J) {
    llvm::consumeError(J.takeError());
    return std::nullopt;
  }
  const llvm::json::Array *Runs = J->getAsObject()->getArray("runs");
  if (!Runs || Runs->empty() || !(*Runs)[0].getAsObject())
    return std::nullopt;
  return *(*Runs)[0].getAsObject();
}

const llvm::json::Object &region(const llvm::json::Value &Result) {
  return *(*Result.getAsObject()->getArray("locations"))[0]
              .getAsObject()
              ->getObject("physicalLocation")
              ->getObject("region");
}

std::string example() {
  return std::string(SWEEPER_SOURCE_DIR) + "/examples/executorch-mps";
}

} // namespace

TEST_CASE("SARIF columns count UTF-16 code units", "[binary][sarif]") {
  test::TempDir D;
  // "Café " is 6 bytes and 5 units, U+1F600 4 bytes and 2 units (a
  // surrogate pair): 'nova' starts at byte column 17, unit column 14.
  D.file("a.md", "Caf\xc3\xa9 \xf0\x9f\x98\x80 uses nova.\n");
  // Bytes that are not UTF-8 count one unit each: Latin-1 "été" is 3 units,
  // not one 3-byte sequence that 0xE9 would start in UTF-8.
  D.file("b.md", "\xe9t\xe9 nova\n");
  std::string Pack = D.file("pack.yaml", "tokens: [nova]\n");
  Run R = run({"scan", "--no-git", "--rules", Pack, "--format=sarif",
               D.Path + "/a.md", D.Path + "/b.md"});
  CHECK(R.Exit == 1);
  auto Run0 = sarifRun(R);
  REQUIRE(Run0);
  CHECK(Run0->getString("columnKind") == "utf16CodeUnits");
  const llvm::json::Array &Results = *Run0->getArray("results");
  REQUIRE(Results.size() == 2);
  CHECK(region(Results[0]).getInteger("startColumn") == 14);
  CHECK(region(Results[0]).getInteger("endColumn") == 18);
  CHECK(region(Results[1]).getInteger("startColumn") == 5);
  CHECK(region(Results[1]).getInteger("endColumn") == 9);
  // JSON keeps byte columns.
  Run Json = run(
      {"scan", "--no-git", "--rules", Pack, "--format=json", D.Path + "/a.md"});
  CHECK(llvm::StringRef(Json.Out).contains("\"column\": 17"));
}

TEST_CASE("SARIF has suppressions on every result or on none",
          "[binary][sarif]") {
  Run Omit = run({"scan", "--format=sarif", "--rules", rules(), example()});
  Run Explicit = run({"scan", "--format=sarif", "--sarif-allowlisted=omit",
                      "--rules", rules(), example()});
  CHECK(Omit.Out == Explicit.Out);
  CHECK_FALSE(llvm::StringRef(Omit.Out).contains("\"suppressions\""));
  CHECK_FALSE(llvm::StringRef(Omit.Out).contains("allowed look-alike"));

  Run Sup = run({"scan", "--format=sarif", "--sarif-allowlisted=suppressed",
                 "--rules", rules(), example()});
  CHECK(Sup.Exit == 1); // the suppressed results change no exit status
  auto Run0 = sarifRun(Sup);
  REQUIRE(Run0);
  unsigned Empty = 0, Justified = 0;
  for (const llvm::json::Value &V : *Run0->getArray("results")) {
    const llvm::json::Array *S = V.getAsObject()->getArray("suppressions");
    REQUIRE(S);
    if (S->empty()) {
      ++Empty;
      continue;
    }
    ++Justified;
    const llvm::json::Object &First = *(*S)[0].getAsObject();
    CHECK(!First.getString("justification")->empty());
    CHECK((First.getString("kind") == "external" ||
           First.getString("kind") == "inSource"));
    CHECK(V.getAsObject()->getString("level") == "note");
  }
  CHECK(Empty == 44); // the findings of the default run
  CHECK(Justified == 24);

  Run Bad = run({"scan", "--format=sarif", "--sarif-allowlisted=hide",
                 "--rules", rules(), example()});
  CHECK(Bad.Exit == 2);
}

TEST_CASE("SARIF fingerprints differ for identical lines", "[binary][sarif]") {
  test::TempDir D;
  D.file("notes.md", "see nova\nother\nsee nova\n  see nova\n");
  std::string Pack = D.file("pack.yaml", "tokens: [nova]\n");
  Run R = run({"scan", "--no-git", "--rules", Pack, "--format=sarif",
               D.Path + "/notes.md"});
  auto Run0 = sarifRun(R);
  REQUIRE(Run0);
  std::vector<std::string> Prints;
  for (const llvm::json::Value &V : *Run0->getArray("results"))
    Prints.push_back(V.getAsObject()
                         ->getObject("partialFingerprints")
                         ->getString("primaryLocationLineHash")
                         ->str());
  REQUIRE(Prints.size() == 3);
  CHECK(Prints[0] != Prints[1]);
  CHECK(Prints[1] != Prints[2]);
  CHECK(Prints[0] != Prints[2]);
  // The counter follows the hash, so the first of identical lines keeps the
  // fingerprint a lone line has.
  CHECK(Prints[0].find(':') == std::string::npos);
  CHECK(Prints[1] == Prints[0] + ":1");
  CHECK(Prints[2] == Prints[0] + ":2"); // re-indented, still the same line

  // Across the example too, no two results share one.
  Run Ex = run({"scan", "--format=sarif", "--sarif-allowlisted=suppressed",
                "--rules", rules(), example()});
  auto ExRun = sarifRun(Ex);
  REQUIRE(ExRun);
  std::set<std::string> Seen;
  for (const llvm::json::Value &V : *ExRun->getArray("results"))
    CHECK(Seen.insert(V.getAsObject()
                          ->getObject("partialFingerprints")
                          ->getString("primaryLocationLineHash")
                          ->str())
              .second);
}

TEST_CASE("SARIF rules link to their docs and have a name", "[binary][sarif]") {
  Run R = run({"scan", "--format=sarif", "--rules", rules(), example()});
  auto Run0 = sarifRun(R);
  REQUIRE(Run0);
  const llvm::json::Object &Driver =
      *Run0->getObject("tool")->getObject("driver");
  llvm::StringRef Home = *Driver.getString("informationUri");
  auto Docs = llvm::MemoryBuffer::getFile(std::string(SWEEPER_SOURCE_DIR) +
                                          "/docs/checks.md");
  REQUIRE(Docs);
  std::set<std::string> Names;
  for (const llvm::json::Value &V : *Driver.getArray("rules")) {
    const llvm::json::Object &Rule = *V.getAsObject();
    std::string Id = Rule.getString("id")->str();
    std::string Name = Rule.getString("name")->str();
    CHECK(Name != Id);
    CHECK(Names.insert(Name).second);
    // PascalCase, as the validator asks (SARIF2012): no run of capitals.
    CHECK((!Name.empty() && llvm::isUpper(Name[0])));
    for (size_t K = 1; K < Name.size(); ++K)
      CHECK_FALSE((llvm::isUpper(Name[K - 1]) && llvm::isUpper(Name[K])));
    CHECK(Rule.getString("helpUri") ==
          (Home + "/blob/main/docs/checks.md#" + Id).str());
    // The anchor is that of the check's own heading.
    CHECK((*Docs)->getBuffer().contains("\n### " + Id + "\n"));
  }
  CHECK(Names.count("CmakeOption"));
  CHECK(Names.count("CiMissingPath"));
}

TEST_CASE("stats: where the time went, on stderr", "[binary]") {
  Run R = run({"scan", "--quiet", "--stats", "--rules",
               std::string(SWEEPER_SOURCE_DIR) + "/rules/executorch-mps.yaml",
               example()});
  CHECK(R.Exit == 1);
  llvm::StringRef Err(R.Err);
  CHECK(Err.contains("sweeper: time: setup "));
  CHECK(Err.contains(" ms, derive "));
  CHECK(Err.contains(" ms, compile "));
  CHECK(Err.contains(" ms, walk "));
  CHECK(Err.contains("(structural checks "));
  CHECK(Err.contains(" CPU), collect "));
  CHECK(Err.contains(" ms, report "));
  CHECK(Err.contains("sweeper: time:   cmake "));
  // The report on stdout stays what it was.
  CHECK_FALSE(llvm::StringRef(R.Out).contains("sweeper: time:"));
}

TEST_CASE("a UTF-16 byte order mark does not hide a script's leftovers",
          "[binary]") {
  // Bash and make run these with the two bytes in front; a real UTF-16
  // project file has a NUL in every ASCII character.
  test::TempDir D;
  std::string Pack = D.file("rules/pack.yaml", "tokens: [mps]\n");
  D.file("tree/build.sh", "\xff\xfe\necho hi\ncmake -DUSE_MPS=ON ..\n");
  std::string U16 = "\xff\xfe";
  for (char C : std::string("<Project>USE_MPS</Project>\n"))
    U16 += std::string{C, '\0'};
  D.file("tree/w.vcxproj", U16);
  Run R = run({"scan", "--no-git", "--rules", Pack, D.Path + "/tree"});
  CHECK(R.Exit == 1);
  CHECK(llvm::StringRef(R.Out).contains("build.sh:3:13: warning:"));
  CHECK(llvm::StringRef(R.Out).contains("w.vcxproj:1:14: warning:"));
}

TEST_CASE("a long file is judged binary by its head, as it would be whole",
          "[binary]") {
  // Past the head the reader stops for a binary file, so the head must
  // decide what the whole would have: these are all longer than it.
  test::TempDir D;
  std::string Pack = D.file("rules/pack.yaml", "tokens: [mps]\n");
  std::string Control(8000, '\x01');
  D.file("tree/image.dat",
         std::string("\0", 1) + Control + std::string(20000, 'x') + "\nmps\n");
  // One NUL among text is no binary file: read on to its end.
  std::string Text(20000, 'a');
  Text[100] = '\0';
  D.file("tree/notes.dat", Text + "\nuse mps\n");
  std::string U16 = "\xff\xfe";
  for (char C : std::string(12000, 'y') + "\nrun mps\n")
    U16 += std::string{C, '\0'};
  D.file("tree/wide.dat", U16);
  Run R = run({"scan", "--no-git", "--rules", Pack, D.Path + "/tree"});
  CHECK(R.Exit == 1);
  llvm::StringRef Out(R.Out);
  CHECK(Out.contains("notes.dat:2:5: warning:"));
  CHECK(Out.contains("wide.dat:2:5: warning:"));
  CHECK_FALSE(Out.contains("image.dat"));
  CHECK(llvm::StringRef(R.Err).contains("skipped 1 (binary 1, huge 0"));
}
