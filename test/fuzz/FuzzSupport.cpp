#include "FuzzSupport.h"
#include "report/Reporters.h"
#include "walk/Walker.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <re2/re2.h>

// Built into every target so a reproducer runs the same without any
// environment. LLVM's static libraries are not instrumented, so the poisoning
// its allocators do from (instrumented) headers is ignored, as in
// scripts/test-sanitizers.sh.
extern "C" const char *__asan_default_options() {
  return "allow_user_poisoning=0:detect_leaks=1";
}
extern "C" const char *__ubsan_default_options() {
  return "print_stacktrace=1:halt_on_error=1";
}

namespace sweeper::fuzz {

static AllowEntry allow(llvm::StringRef Id, llvm::StringRef Regex,
                        std::vector<std::string> Paths = {},
                        std::vector<FileKind> Kinds = {}) {
  AllowEntry A;
  A.Id = Id.str();
  A.Reason = "fuzz pack: " + Id.str();
  A.Regex = Regex.str();
  RE2::Options O; // as RulePackLoader.cpp compiles them
  O.set_log_errors(false);
  O.set_encoding(RE2::Options::EncodingLatin1);
  A.Re = std::make_shared<RE2>(A.Regex, O);
  if (!A.Re->ok())
    fail("fixed allow regex does not compile: " + A.Regex);
  for (const std::string &P : Paths) {
    auto G = llvm::GlobPattern::create(P);
    if (!G)
      fail("fixed allow glob '" + P + "': " + llvm::toString(G.takeError()));
    A.Globs.push_back(std::move(*G));
  }
  A.PathGlobs = std::move(Paths);
  A.Kinds = std::move(Kinds);
  A.Pos = {"<fuzz pack>", 1, 1};
  return A;
}

RulePack mpsPack() {
  RulePack P;
  P.Backend = "mps";
  P.Tokens = {"mps"};
  P.RemovedPaths = {"backends/apple/mps/", "examples/apple/mps/",
                    "docs/source/backends/mps/**"};
  P.RemovedSymbols = {"EXECUTORCH_BUILD_MPS", "backend_mps",
                      "get_mps_partitioner",  "--mps",
                      "backend.mps.enabled",  "mpsdelegate"};
  P.Allow.push_back(allow(
      "pytorch-device",
      R"((?i)(--device[ =]+["']?mps\b|torch\.backends\.mps|torch\.mps\b))"));
  P.Allow.push_back(
      allow("metal-performance-shaders", R"(\bMPS(Graph|Matrix)\w*)"));
  P.Allow.push_back(
      allow("metal-backend", "(?i)mps", {"backends/apple/metal/*"}));
  P.Allow.push_back(allow("arm-board", R"((?i)\bmps[2-4])", {},
                          {FileKind::Shell, FileKind::Python}));
  P.SeverityOverrides[CheckId::CommentMention] = Severity::Error;
  P.SeverityOverrides[CheckId::StaleAllow] = Severity::Note;
  P.Files = {"<fuzz pack>"};
  return P;
}

ExampleTree::ExampleTree() {
  WalkOptions Opts;
  Opts.UseGit = false;
  std::vector<std::string> Paths;
  for (WalkedFile &F : walkRoots({SWEEPER_FUZZ_TREE}, Opts).Files)
    Paths.push_back(F.relPath().str());
  Files = FileList(std::move(Paths));
  DeletedPages = {"docs/source/backends/mps/mps-overview.md"};
  View = TreeView{SWEEPER_FUZZ_TREE, &Files, &M, &DeletedPages};
}

const ExampleTree &exampleTree() {
  static const ExampleTree T;
  return T;
}

void renderReports(const RulePack &Pack, llvm::StringRef Path,
                   const FileOutcome &Out) {
  // What runSweep makes of one file's outcome.
  SweepResult R;
  R.Findings.append(std::vector<Finding>(Out.Findings));
  R.Allowed = Out.Allowed;
  if (Out.Skip)
    R.Skipped.push_back({Path.str(), Out.Skip->Why});
  if (Out.NonUtf8)
    R.NonUtf8Files.push_back(Path.str());
  R.Stats.Walked = R.Stats.Scanned = 1;
  R.Stats.WithHits = Out.HadHits;
  R.Stats.Empty = Out.Empty;
  R.Stats.NonUtf8 = Out.NonUtf8;
  R.Stats.Crlf = Out.Crlf;
  R.Stats.ByKind[Out.Kind] = 1;
  // Suppressed: the SARIF then holds the allowed hits too, whose reasons
  // and excerpts come from the file.
  ReportContext C{Pack, R, "fuzz", nullptr, SarifAllowlisted::Suppressed};
  std::string Text, Json, Sarif;
  {
    llvm::raw_string_ostream OS(Text);
    printText(OS, C, /*Colors=*/true);
    printSummary(OS, C, /*Verbose=*/true);
    printAudit(OS, C);
    printGithub(OS, C);
  }
  // Nothing from the file may start a GitHub Actions command in a log.
  for (llvm::StringRef Line : llvm::split(Text, '\n'))
    if (Line.ltrim().starts_with("::") && !Line.starts_with("::error file=") &&
        !Line.starts_with("::warning file=") &&
        !Line.starts_with("::notice file="))
      fail("a report line starts a workflow command: " + Line.str());
  {
    llvm::raw_string_ostream OS(Json);
    printJson(OS, C);
  }
  {
    llvm::raw_string_ostream OS(Sarif);
    printSarif(OS, C);
  }
  for (const std::string *Doc : {&Json, &Sarif})
    if (llvm::Expected<llvm::json::Value> V = llvm::json::parse(*Doc); !V)
      fail("reporter wrote invalid JSON (" + llvm::toString(V.takeError()) +
           "):\n" + *Doc);
}

void fail(llvm::StringRef What) {
  llvm::errs() << "fuzz invariant failed: " << What << "\n";
  llvm::errs().flush();
  std::abort();
}

} // namespace sweeper::fuzz
