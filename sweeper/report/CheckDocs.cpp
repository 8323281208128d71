// docs/checks.md, written by the binary from the check registry, so the
// page cannot drift from what --list-checks and SARIF say (CI diffs it).
// Each check has a heading of its own whose text is the id, so GitHub's
// anchor for it is the id itself: SARIF rules link there (helpUri).
#include "report/Reporters.h"

namespace sweeper {

static void printCheckIndex(llvm::raw_ostream &OS) {
  OS << "| check | default | finds |\n|---|---|---|\n";
  for (const CheckInfo &C : allChecks())
    OS << "| [`" << C.Name << "`](#" << C.Name << ") | "
       << severityName(C.DefaultSeverity) << " | " << C.Summary << " |\n";
}

static void printCheckSections(llvm::raw_ostream &OS) {
  OS << "\n## Each check\n";
  for (const CheckInfo &C : allChecks())
    OS << "\n### " << C.Name << "\n\n"
       << C.Summary << " Default severity: " << severityName(C.DefaultSeverity)
       << ".\n\n"
       << C.Help << "\n";
}

void printCheckDocs(llvm::raw_ostream &OS) {
  OS << "# Checks\n\n"
        "Every check the sweeper reports, written by `sweeper "
        "--checks-markdown`\nfrom `sweeper/core/Checks.def` (the same table "
        "feeds `sweeper --list-checks`\nand SARIF rule metadata; CI fails "
        "when this page differs). Severities can be\nchanged per rule pack "
        "(`severity:`). Each check's behaviour is pinned by\n"
        "`test/unit/ScannersTest.cpp` and at least one e2e fixture (a test "
        "enforces it).\n"
        "Each check's section below says what to do; SARIF rules link to "
        "it.\n\n";
  printCheckIndex(OS);
  OS << "\n## Messages\n\n"
        "A message says what the reference is and why it matched:\n\n"
        "- `option() references removed symbol 'EXECUTORCH_BUILD_MPS'` — an "
        "exact removed symbol;\n"
        "- `add_subdirectory() references 'backends/apple/mps' in removed "
        "path 'backends/apple/mps'` — a path into a removed path;\n"
        "- `workflow key jobs.test-mps references 'test-mps', which names the "
        "removed backend 'mps'` — a token segment.\n\n"
        "Several hits on one line make one finding; each other name they "
        "reference\nfollows as a `note:` line, once however often the line "
        "repeats it.\nWhere the Clang pass and the text engine see the same "
        "place, the Clang pass's\ncheck and message win and the place is "
        "reported once.\n";
  printCheckSections(OS);
}

} // namespace sweeper
