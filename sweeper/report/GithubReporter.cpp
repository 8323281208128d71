// GitHub Actions workflow commands: a step that prints them gets one
// annotation per finding on the pull request, without code scanning.
#include "report/Escape.h"
#include "report/Reporters.h"

namespace sweeper {

static llvm::StringRef githubCommand(Severity S) {
  switch (S) {
  case Severity::Error:
    return "error";
  case Severity::Warning:
    return "warning";
  default:
    return "notice";
  }
}

// The message and the other hits on the line, one per annotation line. Tree
// text is escaped for reading first (a newline in it shows as `\n`), then
// for the command.
static std::string githubMessage(const Finding &F) {
  std::string Message = escapeText(F.Message);
  for (const std::string &N : F.Notes)
    Message += "\n" + escapeText(N);
  return githubData(Message);
}

// Allowed look-alikes are not printed: an annotation asks for a change.
void printGithub(llvm::raw_ostream &OS, const ReportContext &C) {
  for (const Finding &F : C.Result.Findings) {
    // The path as GitHub matches it against the checkout's files; one with
    // control bytes or `##[` matches nothing there and is escaped for the
    // log instead.
    OS << "::" << githubCommand(F.Sev)
       << " file=" << githubProperty(escapeText(F.Loc.Path));
    if (F.Loc.Line)
      OS << ",line=" << F.Loc.Line;
    if (F.Loc.Column)
      OS << ",col=" << F.Loc.Column;
    // A dead block is annotated whole; GitHub takes columns only on one line.
    if (F.Loc.EndLine > F.Loc.Line)
      OS << ",endLine=" << F.Loc.EndLine;
    else if (F.Loc.Length)
      OS << ",endColumn=" << F.Loc.Column + F.Loc.Length;
    OS << ",title=" << githubProperty(checkInfo(F.Check).Name)
       << "::" << githubMessage(F) << '\n';
  }
}

} // namespace sweeper
