// docs/checks.md, written by the binary from the check registry, so the
// page cannot drift from what --list-checks and SARIF say (CI diffs it).
#include "report/Reporters.h"

namespace sweeper {

void printCheckDocs(llvm::raw_ostream &OS) {
  OS << "# Checks\n\n"
        "Every check the sweeper reports, written by `sweeper "
        "--checks-markdown`\nfrom `sweeper/core/Checks.def` (the same table "
        "feeds `sweeper --list-checks`\nand SARIF rule metadata; CI fails "
        "when this page differs). Severities can be\nchanged per rule pack "
        "(`severity:`). Each check's behaviour is pinned by\n"
        "`test/unit/ScannersTest.cpp` and at least one e2e fixture (a test "
        "enforces it).\n\n"
        "| check | default | finds | what to do |\n|---|---|---|---|\n";
  for (const CheckInfo &C : allChecks())
    OS << "| `" << C.Name << "` | " << severityName(C.DefaultSeverity) << " | "
       << C.Summary << " | " << C.Help << " |\n";
  OS << "\n## Messages\n\n"
        "A message says what the reference is and why it matched:\n\n"
        "- `option() references removed symbol 'EXECUTORCH_BUILD_MPS'` — an "
        "exact removed symbol;\n"
        "- `add_subdirectory() references 'backends/apple/mps' in removed "
        "path 'backends/apple/mps'` — a path into a removed path;\n"
        "- `workflow key jobs.test-mps references 'test-mps', which names the "
        "removed backend 'mps'` — a token segment.\n\n"
        "Several hits on one line make one finding; the others follow as "
        "`note:` lines.\nWhere the Clang pass and the text engine see the same "
        "place, the Clang pass's\ncheck and message win and the place is "
        "reported once.\n";
}

} // namespace sweeper
