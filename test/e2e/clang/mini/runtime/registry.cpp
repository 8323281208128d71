#include <vector>
#include "backends/mps/MPSDevice.h" // EXPECT-SWEEP[lex]: cxx-include  EXPECT-SWEEP[clang]: clang-include
#include "include/sweep-mps.h" // EXPECT-SWEEP[lex]: cxx-include  EXPECT-SWEEP[clang]: clang-include

#define USE_MPS 1 // EXPECT-SWEEP[lex]: cxx-preprocessor  EXPECT-SWEEP[clang]: clang-macro

#ifdef SWEEP_BUILD_MPS // EXPECT-SWEEP[lex]: cxx-preprocessor  EXPECT-SWEEP[clang]: clang-macro
#if defined(USE_MPS) // EXPECT-SWEEP[lex]: cxx-preprocessor  EXPECT-SWEEP[clang]: clang-macro
static int skipped_mps_only = 1; // EXPECT-SWEEP: cxx-code
#endif
#endif

namespace runtime {
std::vector<int> backends;

void register_all() {
  register_mps_backend(); // EXPECT-SWEEP[lex]: cxx-code  EXPECT-SWEEP[clang]: clang-reference
  backends.push_back(USE_MPS); // EXPECT-SWEEP[lex]: cxx-code  EXPECT-SWEEP[clang]: clang-macro
  // Registration of the MPS delegate used to live here.  EXPECT-SWEEP: comment-mention
}
} // namespace runtime
