// lintrunner's linter protocol: one LintMessage per line of standard output
// (JSON Lines), with the fields of lintrunner's lint_message.rs. lintrunner
// prints `path`, `description` and `name` to a terminal or CI log, opens
// `path` for context, and `lintrunner -a` writes `replacement` over `path`.
#include "core/Utf8.h"
#include "report/Escape.h"
#include "report/Reporters.h"
#include <map>

namespace sweeper {

// The code a .lintrunner.toml entry must declare (plugins/lintrunner/).
static constexpr llvm::StringLiteral LinterCode = "BACKEND-SWEEPER";

static llvm::StringRef lintrunnerSeverity(Severity S) {
  switch (S) {
  case Severity::Error:
    return "error";
  case Severity::Warning:
    return "warning";
  case Severity::Note:
    return "advice";
  default:
    return "disabled";
  }
}

// lintrunner treats a missing line or column as null, never as 0.
static llvm::json::Value orNull(unsigned N) {
  return N ? llvm::json::Value(N) : llvm::json::Value(nullptr);
}

// lintrunner prints the path as it is, so a name with control bytes or
// bidi overrides is given in its escaped, visible form; that form names no
// file, so such a finding carries no patch either.
static bool printablePath(llvm::StringRef Path) {
  return isUtf8(Path) && escapesToItself(Path);
}

// Printed by lintrunner without escaping: escaped here, for reading.
static std::string description(const Finding &F) {
  std::string D = escapeText(F.Message);
  for (const std::string &N : F.Notes)
    D += "\n" + escapeText(N);
  return D;
}

/// A patch's text, or null without a patch.
static void patchText(llvm::json::OStream &J, llvm::StringRef Key,
                      const std::string *Text) {
  if (Text)
    attributeText(J, Key, *Text);
  else
    J.attribute(Key, nullptr);
}

/// One LintMessage, key by key in the sorted order a json::Object printed
/// (the same bytes, without an Object per finding); \p Patch, if any,
/// the file's whole replacement.
static void writeMessage(llvm::json::OStream &J, const Finding &F,
                         const FilePatch *Patch) {
  bool Exact = printablePath(F.Loc.Path);
  J.object([&] {
    J.attribute("char", orNull(F.Loc.Column));
    J.attribute("code", LinterCode);
    attributeText(J, "description", description(F));
    J.attribute("line", orNull(F.Loc.Line));
    J.attribute("name", checkInfo(F.Check).Name);
    patchText(J, "original", Patch ? &Patch->Before : nullptr);
    attributeText(J, "path", Exact ? F.Loc.Path : escapeText(F.Loc.Path));
    patchText(J, "replacement", Patch ? &Patch->After : nullptr);
    J.attribute("severity", lintrunnerSeverity(F.Sev));
  });
}

void printLintrunner(llvm::raw_ostream &OS, const ReportContext &C,
                     const std::vector<FilePatch> &Patches) {
  // lintrunner refuses two replacements for one file, and writes the
  // replacement's exact text: the file's first finding with a fix carries
  // the whole file with all of its fixes, and only UTF-8 text travels
  // (JSON would turn other bytes into U+FFFD, and lintrunner write them).
  std::map<std::string, const FilePatch *> PatchOf;
  for (const FilePatch &P : Patches)
    if (isUtf8(P.Before) && isUtf8(P.After) && printablePath(P.DisplayPath))
      PatchOf[P.DisplayPath] = &P;
  const FindingList &All = C.Result.Findings;
  std::vector<const FilePatch *> PatchFor(All.size());
  for (size_t I = 0; I < All.size() && !PatchOf.empty(); ++I) {
    auto It =
        All[I].Fix.empty() ? PatchOf.end() : PatchOf.find(All[I].Loc.Path);
    if (It != PatchOf.end()) {
      PatchFor[I] = It->second;
      PatchOf.erase(It);
    }
  }
  // One line per message whatever the text holds (JSON escapes every
  // control character), and no `##[` a CI log would run.
  LogSafeJsonStream Safe(OS);
  for (size_t I = 0; I < All.size(); ++I) {
    {
      llvm::json::OStream J(Safe, 0);
      writeMessage(J, All[I], PatchFor[I]);
    }
    Safe << '\n';
  }
}

} // namespace sweeper
