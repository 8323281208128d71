// The `sweeper` command line: verbs, options and exit codes.
//   0  no findings   1  findings   2  usage, configuration or internal error
#include "cli/HelpParsers.h"
#include "core/Counted.h"
#include "core/OutputPath.h"
#include "core/Paths.h"
#include "derive/Derive.h"
#include "engine/Baseline.h"
#include "engine/Sweep.h"
#include "fix/Apply.h"
#include "lsp/Server.h"
#include "report/Escape.h"
#include "report/ProgressLine.h"
#include "report/Reporters.h"
#include "rules/RulePack.h"
#include "walk/Roots.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/WithColor.h"
#include <chrono>
#include <exception>
#include <unistd.h>

using namespace llvm;
using namespace sweeper;

#ifndef SWEEPER_VERSION
#define SWEEPER_VERSION "0.0.0"
#endif

namespace {

cl::OptionCategory Cat("sweeper options");
cl::SubCommand Scan("scan", "Sweep files for leftovers of a removed backend");
cl::SubCommand Derive("derive",
                      "Print the rule pack derived from a deletion in git");
cl::SubCommand Lsp("lsp", "Serve the findings to an editor as a language "
                          "server (LSP over standard input and output)");

cl::opt<bool> ListChecks("list-checks",
                         cl::desc("Print every check id with its description"),
                         cl::cat(Cat));
cl::opt<bool> ChecksMarkdown(
    "checks-markdown",
    cl::desc("Print docs/checks.md: every check, its severity and help"),
    cl::cat(Cat));
cl::opt<bool> ListKinds("list-kinds",
                        cl::desc("Print every file kind the scanners know"),
                        cl::cat(Cat));

cl::list<std::string> Paths(cl::Positional, cl::desc("[PATH]..."),
                            cl::sub(Scan), cl::sub(Derive), cl::cat(Cat));
cl::opt<std::string> RemovedSince(
    "removed-since",
    cl::desc("Derive what was removed from the files deleted between REV and "
             "the work tree (git); scan and lsp sweep for it, merged with "
             "the rule packs"),
    cl::value_desc("REV"), cl::sub(Scan), cl::sub(Derive), cl::sub(Lsp),
    cl::cat(Cat));
cl::list<std::string, bool, TwoWordsParser> RemovedBetween(
    "removed-between",
    cl::desc("Like --removed-since, for the deletions between revisions A "
             "and B: two arguments (--removed-between HEAD~3 HEAD)"),
    cl::value_desc("A B"), cl::multi_val(2), cl::sub(Scan), cl::sub(Derive),
    cl::cat(Cat));
cl::list<std::string> Rules("rules",
                            cl::desc("Rule pack (YAML); repeatable. Default: "
                                     "the .sweeper.yaml governing every PATH "
                                     "(lsp: the workspace root), found "
                                     "upwards to the repository's top"),
                            cl::value_desc("file"), cl::sub(Scan), cl::sub(Lsp),
                            cl::cat(Cat));
enum class Format { Text, Json, Sarif, Github, Lintrunner };
cl::opt<Format> Fmt(
    "format", cl::desc("Output format"),
    cl::values(
        clEnumValN(Format::Text, "text", "clang-style diagnostics (default)"),
        clEnumValN(Format::Json, "json", "JSON, schema in docs/json-output.md"),
        clEnumValN(Format::Sarif, "sarif", "SARIF 2.1.0 for code scanning"),
        clEnumValN(Format::Github, "github",
                   "GitHub Actions workflow commands "
                   "(annotations on the PR)"),
        clEnumValN(Format::Lintrunner, "lintrunner",
                   "lintrunner LintMessage JSON Lines "
                   "(plugins/lintrunner/)")),
    cl::init(Format::Text), cl::sub(Scan), cl::cat(Cat));
cl::opt<SarifAllowlisted> SarifAllowed(
    "sarif-allowlisted", cl::desc("Allowlisted look-alikes in SARIF output"),
    cl::values(clEnumValN(SarifAllowlisted::Omit, "omit",
                          "left out (default): code scanning ignores "
                          "suppressions and would open an alert for each"),
               clEnumValN(SarifAllowlisted::Suppressed, "suppressed",
                          "results with suppressions; every other result "
                          "gets an empty suppressions array")),
    cl::init(SarifAllowlisted::Omit), cl::sub(Scan), cl::cat(Cat));
// lintrunner hands a linter its files as `@{{PATHSFILE}}`, which
// refuseResponseFiles refuses; this reads the same file as data instead.
cl::opt<std::string> PathsFrom(
    "paths-from",
    cl::desc("Also scan the paths listed in this file, one per line "
             "(lintrunner's {{PATHSFILE}}); an empty list scans nothing"),
    cl::value_desc("file"), cl::sub(Scan), cl::cat(Cat));
enum class AuditMode { None, Summary, Full };
cl::opt<AuditMode, false, OptionalValueParser<AuditMode>> Audit(
    "audit",
    cl::desc("Print a Markdown audit for the PR instead: what was removed, "
             "leftovers by file, allowed look-alikes counted with reasons, "
             "skips counted (fits a PR comment)"),
    cl::ValueOptional,
    cl::values(clEnumValN(AuditMode::Summary, "", "the summary"),
               clEnumValN(AuditMode::Summary, "summary", "the summary"),
               clEnumValN(AuditMode::Full, "full",
                          "the summary, then every finding, allowed hit "
                          "and skipped file")),
    cl::init(AuditMode::None), cl::sub(Scan), cl::cat(Cat));
// Hidden: lets tests reach the summary's cap without a 60,000-character tree.
cl::opt<size_t> AuditLimit("audit-limit",
                           cl::desc("Bytes the --audit summary may take"),
                           cl::init(AuditSummaryLimit), cl::Hidden,
                           cl::sub(Scan), cl::cat(Cat));
// Taken out before parsing when it is the verb's first option
// (refuseResponseFiles); declared so --help lists it and a later one is
// refused by name.
cl::opt<bool> ExpandResponseFiles(
    "expand-response-files",
    cl::desc("Read @FILE arguments as response files (gcc's @file); only "
             "as the first option after the verb. Without it an argument "
             "starting with @ is refused"),
    cl::sub(Scan), cl::sub(Derive), cl::sub(Lsp), cl::cat(Cat));
/// The command line as typed (argv[0] as `sweeper`), for the audit.
std::string CommandLine;
cl::list<std::string> Includes("include",
                               cl::desc("Only scan paths matching this glob; "
                                        "repeatable"),
                               cl::value_desc("glob"), cl::sub(Scan),
                               cl::cat(Cat));
cl::list<std::string> Excludes("exclude",
                               cl::desc("Skip paths matching this glob; "
                                        "repeatable"),
                               cl::value_desc("glob"), cl::sub(Scan),
                               cl::cat(Cat));
cl::opt<unsigned> Jobs("j",
                       cl::desc("Scan N files in parallel (0: one per "
                                "hardware thread)"),
                       cl::value_desc("N"), cl::init(0), cl::Prefix,
                       cl::sub(Scan), cl::cat(Cat));
cl::opt<uint64_t> MaxSize("max-file-size",
                          cl::desc("Skip files larger than this many bytes "
                                   "(counted as huge)"),
                          cl::value_desc("bytes"), cl::init(16u << 20),
                          cl::sub(Scan), cl::cat(Cat));
cl::opt<bool> Strict("strict",
                     cl::desc("Report stale allow entries and suppressions as "
                              "errors"),
                     cl::sub(Scan), cl::cat(Cat));
cl::opt<bool> NoGit("no-git",
                    cl::desc("Walk directories directly instead of asking git "
                             "(ignores .gitignore)"),
                    cl::sub(Scan), cl::cat(Cat));
enum class ColorMode { Auto, Always, Never };
cl::opt<ColorMode>
    Color("color", cl::desc("Colour diagnostics"),
          cl::values(clEnumValN(ColorMode::Auto, "auto",
                                "only on a terminal (default)"),
                     clEnumValN(ColorMode::Always, "always", "always"),
                     clEnumValN(ColorMode::Never, "never", "never")),
          cl::init(ColorMode::Auto), cl::sub(Scan), cl::cat(Cat));
cl::opt<std::string> Output("o", cl::desc("Write the report to this file"),
                            cl::value_desc("file"), cl::sub(Scan),
                            cl::cat(Cat));
cl::opt<std::string> ExportFixes(
    "export-fixes",
    cl::desc("Write the mechanical fixes as clang-tidy replacement YAML "
             "(clang-apply-replacements reads it; docs/fixes.md)"),
    cl::value_desc("file"), cl::sub(Scan), cl::cat(Cat));
cl::opt<std::string> BaselineFile(
    "baseline",
    cl::desc("Findings in this baseline (--write-baseline) are accepted: not "
             "reported, not failures; entries that match nothing are notes"),
    cl::value_desc("file"), cl::sub(Scan), cl::cat(Cat));
cl::opt<std::string> WriteBaseline(
    "write-baseline",
    cl::desc("Write every finding of this sweep as a baseline to accept"),
    cl::value_desc("file"), cl::sub(Scan), cl::cat(Cat));
cl::opt<std::string> NewSince(
    "new-since",
    cl::desc("Report only findings on lines added or changed since REV "
             "(committed or not; untracked files count as new)"),
    cl::value_desc("REV"), cl::sub(Scan), cl::cat(Cat));
enum class FailOn { Error, Warning, None };
cl::opt<FailOn>
    FailOnLevel("fail-on",
                cl::desc("The lowest severity that makes the exit status 1"),
                cl::values(clEnumValN(FailOn::Error, "error", "errors only"),
                           clEnumValN(FailOn::Warning, "warning",
                                      "warnings and errors (default)"),
                           clEnumValN(FailOn::None, "none",
                                      "never (2 still means an "
                                      "incomplete sweep)")),
                cl::init(FailOn::Warning), cl::sub(Scan), cl::cat(Cat));
cl::opt<bool> Fix("fix",
                  cl::desc("Apply the mechanical fixes in place, then sweep "
                           "again and report what is left"),
                  cl::sub(Scan), cl::cat(Cat));
enum class ProgressMode { Auto, Always, Never };
cl::opt<ProgressMode> ProgressOpt(
    "progress",
    cl::desc("A progress line on stderr (files, translation units, time "
             "left): auto shows it when stderr is a terminal"),
    cl::values(clEnumValN(ProgressMode::Auto, "auto", "on a terminal only"),
               clEnumValN(ProgressMode::Always, "always",
                          "also in a log: a line every 5 s and a last one"),
               clEnumValN(ProgressMode::Never, "never", "never")),
    cl::init(ProgressMode::Auto), cl::sub(Scan), cl::cat(Cat));

cl::opt<bool> Stats("stats",
                    cl::desc("Print where the time went to stderr: each "
                             "phase's wall time, CPU time per file kind"),
                    cl::sub(Scan), cl::cat(Cat));
cl::opt<bool> Quiet("quiet", cl::desc("Do not print the summary to stderr"),
                    cl::sub(Scan), cl::cat(Cat));
cl::opt<bool> Verbose("verbose",
                      cl::desc("Also print each translation unit's Clang "
                               "errors in the summary"),
                      cl::sub(Scan), cl::cat(Cat));
cl::opt<std::string> BuildDir("p",
                              cl::desc("Build directory holding "
                                       "compile_commands.json for the Clang "
                                       "pass (default: autodetect in PATH and "
                                       "its build*/ directories)"),
                              cl::value_desc("dir"), cl::sub(Scan),
                              cl::cat(Cat));
cl::opt<std::string> CompileCommands("compile-commands",
                                     cl::desc("compile_commands.json for the "
                                              "Clang pass"),
                                     cl::value_desc("file"), cl::sub(Scan),
                                     cl::cat(Cat));
cl::opt<bool> FallbackFlags(
    "fallback-flags",
    cl::desc("Without a database, parse every C/C++/ObjC source with "
             "synthesized flags (language by extension, C++17/C17, -I for the "
             "root, its parent and every include/ directory)"),
    cl::sub(Scan), cl::cat(Cat));
cl::opt<bool> NoClang("no-clang", cl::desc("Skip the Clang pass"),
                      cl::sub(Scan), cl::cat(Cat));
cl::opt<bool> AllowExternalRules(
    "allow-external-rules",
    cl::desc("Let a rule pack's extends: reach outside its repository"),
    cl::sub(Scan), cl::sub(Lsp), cl::cat(Cat));
cl::opt<std::string> RootDir(
    "root",
    cl::desc("The tree the rule pack's paths and whole-tree checks refer to, "
             "and paths are shown relative to; PATHs below it are what is "
             "reported (default: the repository with --removed-since, else "
             "the .sweeper.yaml's directory, else each directory PATH)"),
    cl::value_desc("dir"), cl::sub(Scan), cl::cat(Cat));
cl::opt<std::string> StdinFilename(
    "stdin-filename",
    cl::desc("With the PATH `-`: standard input is the text of this file "
             "(an editor's buffer, a hook's staged version); the tree "
             "around it is the context"),
    cl::value_desc("path"), cl::sub(Scan), cl::cat(Cat));
cl::opt<bool> AllStructure(
    "all-structure",
    cl::desc("Report every structural finding, also those with no link to "
             "the removal (defects the tree had before)"),
    cl::sub(Scan), cl::cat(Cat));
cl::opt<std::string> CacheDir(
    "cache",
    cl::desc("Keep per-file and per-translation-unit results in this "
             "directory and reuse those whose inputs are unchanged (never "
             "swept itself)"),
    cl::value_desc("dir"), cl::sub(Scan), cl::cat(Cat));
cl::opt<bool> NoPrefilter("no-prefilter",
                          cl::desc("Parse every translation unit, even those "
                                   "that cannot contain a finding"),
                          cl::sub(Scan), cl::cat(Cat));

cl::extrahelp Verbs(R"(
VERBS:
  scan    Sweep PATHs (default: .) and report every remaining reference.
          `sweeper scan --help` lists its options.
  derive  Print the rule pack a deletion implies (--removed-since REV or
          --removed-between A B), as YAML to edit and keep.
  lsp     Serve the findings to an editor (LSP over stdio); see
          docs/editors.md.

EXIT STATUS (scan):
  0  no findings (notes do not count)
  1  findings of severity warning or error (--fail-on sets which)
  2  usage, rule-pack or internal error, or a sweep that could not be
     complete

`@FILE` arguments are refused unless --expand-response-files is the first
option (after the verb).

Rule packs are documented in rules/README.md; checks in docs/checks.md.
)");

int listChecks() {
  for (const CheckInfo &C : allChecks())
    outs() << left_justify(C.Name, 22) << " "
           << left_justify(severityName(C.DefaultSeverity), 8) << " "
           << C.Summary << "\n";
  return 0;
}

int listKinds() {
  for (const FileKindInfo &K : allFileKinds())
    outs() << left_justify(K.Name, 14) << " " << K.Description << "\n";
  return 0;
}

std::vector<GlobPattern> globs(const cl::list<std::string> &L, bool &Ok) {
  std::vector<GlobPattern> Out;
  for (const std::string &G : L) {
    auto P = GlobPattern::create(G);
    if (!P) {
      WithColor::error(errs(), "sweeper")
          << "invalid glob '" << G << "': " << toString(P.takeError()) << "\n";
      Ok = false;
      continue;
    }
    Out.push_back(std::move(*P));
  }
  return Out;
}

/// Runs the git derivation the options ask for; reports and returns false
/// on failure.
bool derive(const std::string &Dir, DerivedPack &D) {
  std::string Base = RemovedSince, Head;
  if (!RemovedBetween.empty()) {
    Base = RemovedBetween[0];
    Head = RemovedBetween[1];
  }
  SmallString<256> Where(Dir);
  if (!sys::fs::is_directory(Where))
    Where = sys::path::parent_path(Dir);
  if (Where.empty())
    Where = ".";
  if (llvm::Error E = deriveFromGit(Where, Base, Head, D)) {
    WithColor::error(errs(), "sweeper")
        << "cannot derive the removal: " << escapeText(toString(std::move(E)))
        << "\n";
    return false;
  }
  return true;
}

int runDerive() {
  if (RemovedSince.empty() && RemovedBetween.empty()) {
    WithColor::error(errs(), "sweeper")
        << "derive needs --removed-since REV or --removed-between A B\n";
    return 2;
  }
  DerivedPack D;
  if (!derive(Paths.empty() ? std::string(".") : Paths.front(), D))
    return 2;
  printDerivedYaml(outs(), D);
  return 0;
}

/// The directory whose `.sweeper.yaml` governs \p Path.
static std::string packDir(StringRef Path) {
  SmallString<256> Dir(Path);
  if (!sys::fs::is_directory(Dir))
    Dir = sys::path::parent_path(Path);
  return Dir.empty() ? std::string(".") : std::string(Dir);
}

/// The tree's own pack is tree content: a symlink out of its directory
/// would print another file's keys in errors and reports.
static bool packStaysInside(const std::string &Found) {
  if (packInsideItsDirectory(Found))
    return true;
  WithColor::error(errs(), "sweeper")
      << escapeText(Found)
      << " links outside the sweep; pass --rules to use it\n";
  return false;
}

/// The one `.sweeper.yaml` that governs every PATH, as clang-tidy finds
/// `.clang-tidy` for each file; "" with a message when one has none (and
/// \p Required) or two PATHs are governed by different packs; nullopt
/// when none is there and none is required.
static std::optional<std::string>
discoverPack(const std::vector<std::string> &Paths, bool Required) {
  std::string Found;
  for (const std::string &P : Paths) {
    std::string Dir = packDir(P), Pack = nearestTreePack(Dir);
    if (Pack.empty() && !Required && Found.empty())
      continue;
    if (Pack.empty()) {
      WithColor::error(errs(), "sweeper")
          << "no rule pack: pass --rules FILE or add .sweeper.yaml to "
          << escapeText(Dir) << " or a directory above it in the repository\n";
      return "";
    }
    if (!Found.empty() && Pack != Found) {
      WithColor::error(errs(), "sweeper")
          << escapeText(P) << " is governed by " << escapeText(Pack)
          << ", other paths by " << escapeText(Found)
          << ": sweep them separately or pass --rules\n";
      return "";
    }
    Found = Pack;
  }
  if (Found.empty() && !Required)
    return std::nullopt;
  return packStaysInside(Found) ? Found : "";
}

/// The rule packs to load: --rules, or the nearest .sweeper.yaml when
/// nothing else says what to look for. nullopt with a message on failure.
std::optional<std::vector<std::string>>
packFiles(const std::vector<std::string> &Paths, bool Derived) {
  std::vector<std::string> Packs(Rules.begin(), Rules.end());
  if (!Packs.empty())
    return Packs;
  // With a derivation the tree's own pack is optional; it merges.
  std::optional<std::string> Found = discoverPack(Paths, !Derived);
  if (!Found)
    return Packs;
  if (Found->empty())
    return std::nullopt;
  return std::vector<std::string>{*Found};
}

/// No file deleted, no name whose definition was deleted.
bool removedNothing(const DerivedPack &D) {
  return D.RemovedDirs.empty() && D.RemovedFiles.empty() && D.Symbols.empty() &&
         D.Tokens.empty();
}

/// Loads and merges the packs and the derivation; prints every problem.
bool loadPack(const std::vector<std::string> &Packs,
              const std::optional<DerivedPack> &Derived, RulePack &Pack) {
  llvm::Error Errors = llvm::Error::success();
  for (const std::string &P : Packs)
    Errors = llvm::joinErrors(std::move(Errors),
                              loadRulePack(P, Pack, AllowExternalRules));
  if (Derived)
    mergeDerived(*Derived, Pack);
  std::vector<std::string> Lines = errorLines(std::move(Errors));
  // A change that removed nothing leaves nothing to derive: the caller
  // says so and the run is clean, as CI on an ordinary PR needs.
  if (Lines.empty() && Derived && removedNothing(*Derived) && Packs.empty())
    return true;
  if (Lines.empty() && Pack.Tokens.empty() && Pack.RemovedSymbols.empty() &&
      Pack.RemovedPaths.empty())
    Lines.push_back(
        ConfigError(
            {Packs.empty() ? std::string("derived pack") : Packs.front(), 1, 1},
            "rule pack defines no tokens, removed_paths or "
            "removed_symbols: nothing to look for")
            .str());
  // A pack in the tree may quote hostile keys back: escaped like any tree
  // text.
  for (const std::string &L : Lines)
    errs() << escapeText(L) << "\n";
  return Lines.empty();
}

/// The sweep's options from the command line.
std::optional<SweepOptions> sweepOptions(const SweepRoots &Roots,
                                         const RulePack &Pack,
                                         const std::optional<DerivedPack> &D) {
  SweepOptions Opts;
  Opts.Roots = Roots.Roots;
  Opts.Walk.Scope = Roots.Scope;
  Opts.Walk.DisplayBase = Roots.DisplayBase;
  Opts.AllStructure = AllStructure;
  bool GlobsOk = true;
  Opts.Walk.Includes = globs(Includes, GlobsOk);
  Opts.Walk.Excludes = globs(Excludes, GlobsOk);
  if (!GlobsOk)
    return std::nullopt;
  Opts.Walk.UseGit = !NoGit;
  Opts.TimeFiles = Stats;
  Opts.PlanFixes = Fix || !ExportFixes.empty() || Fmt == Format::Lintrunner ||
                   !CacheDir.empty();
  // The rule packs name the backend on every line, and the files this run
  // reads or writes (a baseline, the report) quote the findings: none of
  // them is a leftover.
  for (const std::string &P : Pack.Files)
    Opts.Walk.SkipAbsPaths.push_back(absolutePath(P));
  for (const std::string *Own :
       {&BaselineFile.getValue(), &WriteBaseline.getValue(), &Output.getValue(),
        &ExportFixes.getValue()})
    if (!Own->empty() && *Own != "-")
      Opts.Walk.SkipAbsPaths.push_back(absolutePath(*Own));
  Opts.Jobs = Jobs;
  Opts.Walk.Jobs = Jobs;
  Opts.MaxFileBytes = MaxSize;
  Opts.Strict = Strict;
  if (D) {
    Opts.DeletedPages = D->DocPages;
    Opts.Touched = D->Touched;
  }
  Opts.Clang = !NoClang;
  Opts.CacheDir = CacheDir;
  Opts.ClangOpts.BuildDir = BuildDir;
  Opts.ClangOpts.CompileCommands = CompileCommands;
  Opts.ClangOpts.FallbackFlags = FallbackFlags;
  Opts.ClangOpts.Prefilter = !NoPrefilter;
  return Opts;
}

/// The Clang pass's absence warning and the sweep's errors, to \p Err;
/// false if the sweep failed.
bool reportSweepProblems(const SweepOptions &Opts, const SweepResult &R,
                         raw_ostream &Err = errs()) {
  auto CxxFiles = R.Stats.ByKind.find(FileKind::Cxx);
  if (!Quiet && Opts.Clang && !R.Clang.Ran && R.Errors.empty() &&
      CxxFiles != R.Stats.ByKind.end())
    WithColor::warning(Err, "sweeper")
        << "the Clang pass did not run (" << escapeText(R.Clang.NotRun)
        << "): " << counted(CxxFiles->second, "C/C++/ObjC file")
        << " got the lexical pass only; pass -p BUILD_DIR, "
           "--compile-commands FILE or --fallback-flags to run it\n";
  for (const std::string &N : R.Notes)
    WithColor::note(Err, "sweeper") << escapeText(N) << "\n";
  for (const std::string &E : R.Errors)
    WithColor::error(Err, "sweeper") << escapeText(E) << "\n";
  // The report is still written (exitStatus says 2): what the pass saw up
  // to the cut and everything else the sweep found stand.
  for (const std::string &Tu : R.Clang.OverBudget)
    WithColor::error(Err, "sweeper")
        << "the Clang pass cut off " << escapeText(Tu)
        << "; the sweep is incomplete\n";
  return R.Errors.empty();
}

/// The PATH arguments, or the working directory.
std::vector<std::string> scanRoots() {
  std::vector<std::string> Roots(Paths.begin(), Paths.end());
  if (Roots.empty())
    Roots.push_back(".");
  return Roots;
}

/// NO_COLOR (no-color.org): set and not empty, colour is off unless
/// --color=always asks for it.
bool noColorAsked() {
  std::optional<std::string> V = sys::Process::GetEnv("NO_COLOR");
  return V && !V->empty();
}

bool colorForced() { return Color == ColorMode::Always; }

/// Whether the text report is coloured.
bool reportColors() {
  return Color == ColorMode::Always ||
         (Color == ColorMode::Auto && Output.empty() && !noColorAsked() &&
          sys::Process::StandardOutIsDisplayed());
}

void printReport(raw_ostream &OS, const ReportContext &Ctx) {
  if (Audit != AuditMode::None)
    printAudit(OS, Ctx);
  else if (Fmt == Format::Json)
    printJson(OS, Ctx);
  else if (Fmt == Format::Sarif)
    printSarif(OS, Ctx);
  else if (Fmt == Format::Github)
    printGithub(OS, Ctx);
  else if (Fmt == Format::Lintrunner)
    printLintrunner(OS, Ctx, previewFixes(Ctx.Result, scanRoots()));
  else
    printText(OS, Ctx, reportColors());
}

/// The context roots, real: an output path must not leave them through a
/// link the tree holds (core/OutputPath.h).
std::vector<std::string> RealRoots;

/// Writes \p Where ("-": standard output) with \p Print. An output that
/// did not reach its file (a full disk, /dev/full) must not pass for
/// "findings" (1) or "clean" (0): false, with a message naming \p What.
bool writeOutput(const std::string &Where, llvm::StringRef What,
                 llvm::function_ref<void(raw_ostream &)> Print) {
  llvm::Error E = llvm::Error::success();
  if (Where == "-") {
    Print(outs());
    outs().flush();
    if (std::error_code EC = outs().error()) {
      outs().clear_error();
      E = llvm::errorCodeToError(EC);
    }
  } else {
    llvm::Expected<OutputPlace> Place = outputPlace(Where, RealRoots, true);
    E = Place ? writeReplacing(*Place, Print) : Place.takeError();
  }
  if (!E)
    return true;
  WithColor::error(errs(), "sweeper")
      << "cannot write the " << What << " to "
      << (Where == "-" ? std::string("standard output") : escapeText(Where))
      << ": " << escapeText(toString(std::move(E))) << "\n";
  return false;
}

/// Before the sweep: every path the run writes, and the baseline it reads,
/// can be reached without a link inside the tree, and a file's directory
/// exists. A sweep of minutes must not end in "cannot write".
bool ownPathsUsable() {
  struct Own {
    const std::string &Path;
    const char *What;
    bool File, Read;
  } Owns[] = {{Output, "report", true, false},
              {WriteBaseline, "baseline", true, false},
              {ExportFixes, "fixes", true, false},
              {CacheDir, "cache", false, false},
              {BaselineFile, "baseline", true, true}};
  for (const Own &O : Owns) {
    if (O.Path.empty() || O.Path == "-")
      continue;
    llvm::Expected<OutputPlace> Place =
        outputPlace(O.Path, RealRoots, O.File && !O.Read);
    std::string Problem = Place ? "" : toString(Place.takeError());
    if (Place && O.Read && !sys::fs::exists(Place->Path))
      Problem = "no such file";
    else if (Place && O.File && !O.Read && !Place->InPlace &&
             !sys::fs::is_directory(sys::path::parent_path(Place->Path)))
      Problem = "no such directory";
    if (Problem.empty())
      continue;
    WithColor::error(errs(), "sweeper")
        << "cannot " << (O.Read ? "read" : "write") << " the " << O.What
        << (O.Read ? " " : " to ") << escapeText(O.Path) << ": "
        << escapeText(Problem) << "\n";
    return false;
  }
  return true;
}

/// The real paths of \p Roots and of the work trees that hold them: a
/// pull request commits links anywhere in its repository, not only below
/// the PATHs swept.
std::vector<std::string> realRoots(const std::vector<std::string> &Roots) {
  std::vector<std::string> Real;
  for (const std::string &R : Roots) {
    SmallString<256> P;
    if (sys::fs::real_path(R, P))
      continue;
    Real.push_back(std::string(P));
    std::string Top = repositoryTop(
        sys::fs::is_directory(P) ? P.str() : sys::path::parent_path(P));
    if (!Top.empty() && sys::fs::real_path(Top, P) == std::error_code())
      Real.push_back(std::string(P));
  }
  return Real;
}

/// -o, or standard output ("-").
std::string reportTarget() {
  return Output.empty() ? std::string("-") : Output.getValue();
}

/// The report, to -o or standard output.
bool writeReport(const ReportContext &Ctx) {
  return writeOutput(reportTarget(), "report",
                     [&](raw_ostream &OS) { printReport(OS, Ctx); });
}

/// --write-baseline FILE, then --baseline FILE: accepted findings leave.
bool applyLintMode(const SweepOptions &Opts, SweepResult &R) {
  if (!WriteBaseline.empty() &&
      !writeOutput(WriteBaseline, "baseline",
                   [&](raw_ostream &OS) { writeBaseline(OS, R); }))
    return false;
  if (!BaselineFile.empty()) {
    llvm::Expected<Baseline> B = loadBaseline(BaselineFile);
    if (!B) {
      WithColor::error(errs(), "sweeper")
          << escapeText(toString(B.takeError())) << "\n";
      return false;
    }
    applyBaseline(*B, R, Opts.Walk.Scope.empty());
  }
  if (NewSince.empty())
    return true;
  // Finding paths are below the first root.
  std::string Root = Opts.Roots.front();
  if (!sys::fs::is_directory(Root))
    Root = sys::path::parent_path(Root).str();
  llvm::Expected<ChangedLines> C =
      changedLinesSince(Root.empty() ? "." : Root, NewSince);
  if (!C) {
    WithColor::error(errs(), "sweeper")
        << "--new-since: " << escapeText(toString(C.takeError())) << "\n";
    return false;
  }
  keepChangedLines(*C, R);
  return true;
}

/// The exit status for a complete sweep, by --fail-on; 2 for a sweep with
/// a translation unit cut off by its budget.
int exitStatus(const SweepResult &R) {
  if (!R.Clang.OverBudget.empty())
    return 2;
  auto Fails = [&](Severity S) {
    return FailOnLevel == FailOn::Warning
               ? S == Severity::Warning || S == Severity::Error
               : FailOnLevel == FailOn::Error && S == Severity::Error;
  };
  // A note on the configuration counts only when made an error (--strict,
  // or the pack's severity): the tree's state is what the status reports.
  auto ConfigFails = [&](const Finding &F) {
    return F.Sev == Severity::Error && Fails(F.Sev);
  };
  return llvm::any_of(R.Findings,
                      [&](const Finding &F) { return Fails(F.Sev); }) ||
                 llvm::any_of(R.Configuration, ConfigFails)
             ? 1
             : 0;
}

/// --export-fixes FILE.
bool writeFixes(const SweepResult &R) {
  return writeOutput(ExportFixes, "fixes",
                     [&](raw_ostream &OS) { printFixesYaml(OS, R); });
}

/// --fix: applies, says what it did and what it left alone, and sweeps
/// again; the report is the re-sweep's.
SweepResult fixAndResweep(const RulePack &Pack, const SweepOptions &Opts,
                          const SweepResult &R) {
  FixOutcome F = applyFixes(R, Opts.Roots);
  errs() << "sweeper: --fix edited " << counted(F.FilesEdited, "file") << " ("
         << counted(F.Edits, "edit") << ") and deleted "
         << counted(F.FilesDeleted, "file") << "\n";
  for (const std::string &Why : F.Refused)
    WithColor::warning(errs(), "sweeper")
        << "left alone: " << escapeText(Why) << "\n";
  return runSweep(Pack, Opts);
}

/// `-` with --stdin-filename: standard input stands for that file. Reads
/// it into \p Text and makes the file the PATH; false with a message when
/// the two do not come together or the text cannot be read.
bool readStdinFile(std::vector<std::string> &Targets,
                   std::optional<std::string> &Text) {
  bool Dash = llvm::is_contained(Targets, "-");
  if (!Dash && StdinFilename.empty())
    return true;
  if (!Dash || Targets.size() != 1 || StdinFilename.empty() || Fix) {
    WithColor::error(errs(), "sweeper")
        << "standard input is swept as one file: pass `-` as the only PATH "
           "with --stdin-filename PATH (and without --fix)\n";
    return false;
  }
  llvm::ErrorOr<std::unique_ptr<MemoryBuffer>> In = MemoryBuffer::getSTDIN();
  if (!In || (*In)->getBufferSize() > MaxSize) {
    WithColor::error(errs(), "sweeper")
        << "cannot read standard input"
        << (In ? " (larger than --max-file-size)"
               : ": " + In.getError().message())
        << "\n";
    return false;
  }
  Text = (*In)->getBuffer().str();
  Targets = {StdinFilename};
  return true;
}

/// The roots around the PATHs (see walk/Roots.h): --root, else the
/// derivation's repository, else the directory of the pack found.
std::optional<SweepRoots> planSweepRoots(const std::vector<std::string> &Paths,
                                         const std::optional<DerivedPack> &D,
                                         bool PackFound,
                                         const std::string &FirstPack) {
  std::string Forced = RootDir;
  if (Forced.empty() && D)
    Forced = D->RepoRoot;
  if (Forced.empty() && PackFound)
    Forced = sys::path::parent_path(FirstPack).str();
  llvm::Expected<SweepRoots> R =
      planRoots(Paths, Forced, RootDir, StdinFilename);
  if (!R) {
    WithColor::error(errs(), "sweeper")
        << escapeText(toString(R.takeError())) << "\n";
    return std::nullopt;
  }
  return std::move(*R);
}

/// What a scan needs before it sweeps: the derivation, the merged pack,
/// the options; nullopt when any of them failed (the message is out).
struct PreparedScan {
  std::optional<DerivedPack> Derived;
  RulePack Pack;
  SweepOptions Opts;
  uint64_t DeriveNanos = 0;
  /// From main() to the sweep: options, rule packs, the matcher's build.
  uint64_t SetupNanos = 0;
};

static uint64_t nanosSince(std::chrono::steady_clock::time_point T) {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now() - T)
      .count();
}

/// When main() began, for --stats' setup time.
static std::chrono::steady_clock::time_point MainStart;

/// Each PATH is there (a dangling link counts: the walk lists it as
/// skipped); a typo is said as such, not as a missing rule pack.
bool pathsExist(const std::vector<std::string> &Targets) {
  for (const std::string &T : Targets) {
    sys::fs::file_status St;
    if (!sys::fs::status(T, St, /*Follow=*/false))
      continue;
    WithColor::error(errs(), "sweeper")
        << escapeText(T) << ": no such file or directory\n";
    return false;
  }
  return true;
}

/// Options that would silently override each other.
bool optionsAgree() {
  if (Audit == AuditMode::None || !Fmt.getNumOccurrences() ||
      Fmt == Format::Text)
    return true;
  WithColor::error(errs(), "sweeper")
      << "--audit writes Markdown: it cannot be combined with --format\n";
  return false;
}

bool prepareScan(PreparedScan &P) {
  // Each stage starts -j threads: -j 4294967295 tried to start as many.
  const unsigned MaxJobs = 1024;
  if (Jobs > MaxJobs) {
    errs() << "sweeper: error: -j " << Jobs << ": at most " << MaxJobs
           << " threads\n";
    return false;
  }
  std::vector<std::string> Targets = scanRoots();
  std::optional<std::string> StdinText;
  if (!readStdinFile(Targets, StdinText) || !optionsAgree() ||
      (!StdinText && !pathsExist(Targets)))
    return false;
  auto Start = std::chrono::steady_clock::now();
  if (!RemovedSince.empty() || !RemovedBetween.empty()) {
    P.Derived.emplace();
    if (!derive(Targets.front(), *P.Derived))
      return false;
  }
  P.DeriveNanos = nanosSince(Start);
  std::optional<std::vector<std::string>> Packs =
      packFiles(Targets, P.Derived.has_value());
  if (!Packs || !loadPack(*Packs, P.Derived, P.Pack))
    return false;
  std::optional<SweepRoots> Roots =
      planSweepRoots(Targets, P.Derived, Rules.empty() && !Packs->empty(),
                     Packs->empty() ? "" : Packs->front());
  std::optional<SweepOptions> Opts =
      Roots ? sweepOptions(*Roots, P.Pack, P.Derived) : std::nullopt;
  if (!Opts)
    return false;
  if (StdinText) {
    // Clang would parse the file on disk, not the text on standard input.
    Opts->Clang = false;
    Opts->StdinText = std::move(StdinText);
    Opts->Walk.VirtualFile = absolutePath(StdinFilename);
  }
  P.Opts = std::move(*Opts);
  RealRoots = realRoots(P.Opts.Roots);
  if (!ownPathsUsable())
    return false;
  P.SetupNanos = nanosSince(MainStart) - P.DeriveNanos;
  return true;
}

/// --stats: where the time went, on stderr.
void printStats(const PreparedScan &P, const SweepResult &R,
                uint64_t ReportNanos) {
  auto Ms = [](uint64_t Ns) { return llvm::formatv("{0:f1} ms", Ns / 1e6); };
  errs() << "sweeper: time: setup " << Ms(P.SetupNanos) << ", derive "
         << Ms(P.DeriveNanos) << ", compile " << Ms(R.Times.Compile)
         << ", walk " << Ms(R.Times.Walk) << ", Clang " << Ms(R.Times.Clang)
         << ", text " << Ms(R.Times.Scan) << " (structural checks "
         << Ms(R.Times.Structure) << " CPU), collect " << Ms(R.Times.Collect)
         << ", report " << Ms(ReportNanos) << "\n";
  for (auto &[Kind, Ns] : R.Times.ByKind)
    errs() << "sweeper: time:   " << left_justify(fileKindInfo(Kind).Name, 14)
           << " " << Ms(Ns) << " CPU\n";
  if (!CacheDir.empty())
    errs() << "sweeper: cache: files " << R.Stats.Reused << " reused, "
           << R.Stats.Missed << " scanned; TUs " << R.Clang.Cached
           << " reused, " << R.Clang.Parsed - R.Clang.Cached << " parsed\n";
}

/// The first sweep, with a progress line when one is wanted.
SweepResult sweepWithProgress(PreparedScan &P) {
  bool Terminal = llvm::sys::Process::StandardErrIsDisplayed();
  if (ProgressOpt == ProgressMode::Never ||
      (ProgressOpt == ProgressMode::Auto && (!Terminal || Quiet)))
    return runSweep(P.Pack, P.Opts);
  Progress Counters;
  P.Opts.Counters = &Counters;
  SweepResult R;
  {
    ProgressLine Line(Counters, Terminal);
    R = runSweep(P.Pack, P.Opts);
  }
  P.Opts.Counters = nullptr;
  return R;
}

/// Sweeps, reports and sums up; the exit status.
int sweepAndReport(PreparedScan &P) {
  SweepResult R = sweepWithProgress(P);
  const SweepOptions &Opts = P.Opts;
  if (!reportSweepProblems(Opts, R))
    return 2;
  if (!ExportFixes.empty() && !writeFixes(R))
    return 2;
  if (Fix) {
    R = fixAndResweep(P.Pack, Opts, R);
    if (!reportSweepProblems(Opts, R))
      return 2;
  }
  if (!applyLintMode(Opts, R))
    return 2;
  ReportContext Ctx{P.Pack, R, SWEEPER_VERSION,
                    P.Derived ? &*P.Derived : nullptr};
  Ctx.CommandLine = CommandLine;
  Ctx.AuditFull = Audit == AuditMode::Full;
  Ctx.AuditLimit = AuditLimit;
  Ctx.Allowlisted = SarifAllowed;
  auto ReportStart = std::chrono::steady_clock::now();
  if (!writeReport(Ctx))
    return 2;
  uint64_t ReportNanos = nanosSince(ReportStart);
  if (!Quiet)
    printSummary(errs(), Ctx, Verbose);
  else
    printConfiguration(errs(), R, /*ErrorsOnly=*/true);
  if (Stats)
    printStats(P, R, ReportNanos);
  // Writing a baseline accepts what it holds: the run that wrote it passes.
  return WriteBaseline.empty() ? exitStatus(R) : 0;
}

/// With a derivation that found nothing removed and no pack to apply.
bool nothingToSweep(const PreparedScan &P) {
  return P.Derived && removedNothing(*P.Derived) && P.Pack.Tokens.empty() &&
         P.Pack.RemovedSymbols.empty() && P.Pack.RemovedPaths.empty();
}

int runScan() {
  PreparedScan P;
  if (!prepareScan(P))
    return 2;
  if (nothingToSweep(P)) {
    if (!Quiet)
      WithColor::note(errs(), "sweeper")
          << "the change since " << escapeText(P.Derived->Base)
          << " removed nothing: nothing to sweep for\n";
    return 0;
  }
  return sweepAndReport(P);
}

/// --paths-from FILE: each non-empty line joins the PATH arguments as a
/// path, never as an option. nullopt to go on with the sweep, else the exit
/// status: 2 when the file cannot be read, 0 when it lists nothing (lintrunner
/// asked about no files; sweeping the whole directory instead would be
/// wrong).
std::optional<int> readPathsFrom() {
  if (PathsFrom.empty())
    return std::nullopt;
  auto Buf = MemoryBuffer::getFile(PathsFrom, /*IsText=*/false,
                                   /*RequiresNullTerminator=*/false);
  if (!Buf) {
    WithColor::error(errs(), "sweeper")
        << "cannot read --paths-from " << escapeText(PathsFrom) << ": "
        << Buf.getError().message() << "\n";
    return 2;
  }
  SmallVector<StringRef, 64> Lines;
  (*Buf)->getBuffer().split(Lines, '\n', -1, /*KeepEmpty=*/false);
  for (StringRef L : Lines)
    Paths.push_back(L.str());
  if (!Paths.empty())
    return std::nullopt;
  if (!Quiet)
    errs() << "sweeper: --paths-from " << escapeText(PathsFrom)
           << " lists no paths; nothing to scan\n";
  return 0;
}

/// llvm::cl expands `@FILE` arguments as response files, which would let a
/// file name (or a revision like `@~1`) pull arguments from any file. They
/// are refused unless the caller asks for expansion.
bool refuseResponseFiles(std::vector<const char *> &Args) {
  // Only the caller's own first option may ask: anywhere else (after `--`,
  // as another option's value) it would be a file name or a value a hook
  // took from the tree.
  size_t At = Args.size() > 1 && llvm::is_contained({"scan", "derive", "lsp"},
                                                    StringRef(Args[1]))
                  ? 2
                  : 1;
  if (At < Args.size() && StringRef(Args[At]) == "--expand-response-files") {
    Args.erase(Args.begin() + At);
    return true;
  }
  for (const char *A : llvm::drop_begin(Args))
    if (A[0] == '@') {
      std::string Shown = escapeText(A);
      WithColor::error(errs(), "sweeper")
          << "argument '" << Shown
          << "' would be read as a response file; pass "
             "--expand-response-files first to expand it, or write ./"
          << Shown << " for a path or --option=" << Shown << " for a value\n";
      return false;
    }
  return true;
}

/// The verb the command line names, run.
int runVerb() {
  if (ListChecks)
    return listChecks();
  if (ListKinds)
    return listKinds();
  if (ChecksMarkdown) {
    printCheckDocs(outs());
    return 0;
  }
  if (Scan) {
    if (std::optional<int> Done = readPathsFrom())
      return *Done;
    return runScan();
  }
  if (Derive)
    return runDerive();
  if (Lsp)
    return lsp::runLanguageServer(
        {std::vector<std::string>(Rules.begin(), Rules.end()), RemovedSince,
         AllowExternalRules});
  errs()
      << "sweeper: no verb given; try 'sweeper scan [--rules FILE] [PATH]...' "
         "or 'sweeper --help'\n";
  return 2;
}

} // namespace

int main(int argc, char **argv) {
  MainStart = std::chrono::steady_clock::now();
  std::vector<const char *> Args(argv, argv + argc);
  // `sweeper`, not the path it was run by: the audit reads the same
  // wherever the binary lives. Before --expand-response-files is taken out.
  std::vector<std::string> Words{"sweeper"};
  Words.insert(Words.end(), Args.begin() + 1, Args.end());
  CommandLine = shellCommand(Words);
  if (!refuseResponseFiles(Args))
    return 2;
  cl::HideUnrelatedOptions(Cat);
  cl::HideUnrelatedOptions(Cat, Scan);
  cl::HideUnrelatedOptions(Cat, Derive);
  cl::HideUnrelatedOptions(Cat, Lsp);
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "backend-sweeper " << SWEEPER_VERSION << "\n";
  });
  if (!cl::ParseCommandLineOptions(Args.size(), Args.data(),
                                   "backend-sweeper: find every reference a "
                                   "backend removal left behind\n",
                                   &errs()))
    return 2;
  if (ExpandResponseFiles) {
    WithColor::error(errs(), "sweeper")
        << "--expand-response-files must be the first option after the "
           "verb\n";
    return 2;
  }
  if (noColorAsked() && !colorForced())
    errs().enable_colors(false);
  // A failure thrown outside a worker's guard (a Vectorscan scan in
  // derive, memory) is an error, exit 2, not an abort with no message.
  try {
    return runVerb();
  } catch (const std::exception &E) {
    errs() << "sweeper: error: " << E.what() << "\n";
    return 2;
  }
}
