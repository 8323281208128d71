#include <string>
#include <vector>

#include "backends/quill/quill_backend.h" // EXPECT-SWEEP: cxx-include

namespace fathom {
namespace cpu { void register_cpu_backend(); }
namespace tern { void register_tern_backend(); }

std::vector<std::string> registered_backends() {
  std::vector<std::string> names{"cpu", "tern"};
  cpu::register_cpu_backend();
  tern::register_tern_backend();
#ifdef FTH_WITH_QUILL // EXPECT-SWEEP: cxx-preprocessor
  names.push_back("quill"); // EXPECT-SWEEP: cxx-string
  quill::register_quill_backend(); // EXPECT-SWEEP: cxx-code
#endif // ORACLE-FLAG
  return names;
}

// Printed by --help-tools: where the helper scripts are. ORACLE-KEEP
const char *tools_dir() { return "scripts"; } // ORACLE-KEEP
const char *bench_hint() { return "backends/tern/scripts/run_bench.sh"; } // EXPECT-SWEEP: cxx-string
} // namespace fathom
